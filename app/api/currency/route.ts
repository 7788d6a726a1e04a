import { ratesService } from '@/lib/currency/index.server';

export const dynamic = 'force-dynamic';

/** The widget's rates: answered from the cache at once, never waiting for the source. */
export async function GET() {
  const snapshot = await ratesService().current();
  return Response.json(snapshot, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
