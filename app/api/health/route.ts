import { getDb } from '@/lib/db/kysely';
import { checkHealth } from '@/lib/health';
import { getIdentityStatus } from '@/lib/settings/effective';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { code, body } = await checkHealth(getDb);
  // Whether the company's identity is still the placeholder default (Firma Bilgileri).
  const { identity } = await getIdentityStatus();
  return Response.json({ ...body, identity }, { status: code, headers: { 'Cache-Control': 'no-store' } });
}
