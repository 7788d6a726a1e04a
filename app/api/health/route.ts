import { getDb } from '@/lib/db/kysely';
import { checkHealth } from '@/lib/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { code, body } = await checkHealth(getDb);
  return Response.json(body, { status: code, headers: { 'Cache-Control': 'no-store' } });
}
