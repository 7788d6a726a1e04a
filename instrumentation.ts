/**
 * Runs once when the server starts: the database is opened and migrated. While it is
 * down or read-only the server still starts (pre-rendered pages are served, health
 * answers 503) and keeps trying in the background; it never waits here, since a
 * failure in this function would fail every request until a restart.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { connectWithBackoff } = await import('./lib/db/startup.server');
    void connectWithBackoff();
    const { startNotificationSweep } = await import('./lib/outbox/index.server');
    startNotificationSweep();
    // Staff alerts (Web Push): queued ones are sent, escalations queued when due (docs/decisions/043).
    const { startStaffAlertSweep } = await import('./lib/alerts/index.server');
    startStaffAlertSweep();
    // Customers are reminded the day before a survey or move (docs/decisions/041-calendar.md).
    const { startCalendarReminders } = await import('./lib/calendar/index.server');
    startCalendarReminders();
    // Leads deleted by staff stay in "Silinenler" for 30 days; the server purges them after that.
    // Pages another instance revalidated (PostgreSQL only) are revalidated here too (docs/decisions/019).
    const { startRevalidationListener } = await import('./lib/cache/listener.server');
    startRevalidationListener();
    // Page views counted by scripts/server.ts are written to the database every few seconds (docs/decisions/030).
    const { startPageViewFlush } = await import('./lib/visitors/index.server');
    startPageViewFlush();
    const { startTrashPurge } = await import('./lib/wiring/trash-purge.server');
    startTrashPurge();
    // Temporary upload files left by a crash (media and lead files) are removed now and every few minutes.
    const { startUploadTempSweep } = await import('./lib/lead-files/index.server');
    startUploadTempSweep();
    // Rates are fetched once at start, so the first visitor sees live values.
    const { ratesService } = await import('./lib/currency/index.server');
    void ratesService().refresh();
    // A production site still showing the placeholder phones and address says so in the log.
    const { env } = await import('./lib/env');
    if (env().NODE_ENV === 'production') {
      const { getIdentityStatus } = await import('./lib/settings/index.server');
      const { placeholderWarning } = await import('./lib/settings');
      const warning = placeholderWarning((await getIdentityStatus()).fields);
      if (warning) console.warn(warning);
    }
  }
}
