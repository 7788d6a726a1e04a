/** Runs once when the server starts: migrations are applied before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getDatabase } = await import('./lib/db/kysely');
    await getDatabase();
    const { startNotificationSweep } = await import('./lib/leads/notifier');
    startNotificationSweep();
    // Leads deleted by staff stay in "Silinenler" for 30 days; the server purges them after that.
    const { startTrashPurge } = await import('./lib/leads/trash');
    startTrashPurge();
    // Temporary upload files left by a crash are removed now and every few minutes.
    const { startTempSweep } = await import('./lib/storage');
    startTempSweep();
    // Rates are fetched once at start, so the first visitor sees live values.
    const { ratesService } = await import('./lib/currency');
    void ratesService().refresh();
  }
}
