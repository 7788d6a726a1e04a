// Revalidation that reaches every app instance (docs/decisions/019): the page is revalidated
// here, and a signal in the database tells the other instances to revalidate it too.
import 'server-only';
import { revalidatePath } from 'next/cache';
import { insertRevalidationSignal } from '@/lib/data/revalidation-signals.server';
import { getDb } from '@/lib/db/kysely.server';
import { instanceState } from './instance.server';

/** revalidatePath on this instance and, through the database, on the others. */
export async function revalidateEverywhere(path: string, type?: 'page' | 'layout'): Promise<void> {
  revalidatePath(path, type);
  try {
    await insertRevalidationSignal(await getDb(), { path, type: type ?? '', origin: instanceState().id });
  } catch (error) {
    // The change is saved and this instance shows it; the others catch up at their next revalidation.
    console.error(
      `[cache] other instances were not told to revalidate ${path}:`,
      error instanceof Error ? error.message : error,
    );
  }
}
