import { getDb } from '@/lib/db/kysely.server';
import { checkHealth } from '@/lib/health.server';
import { getIdentityStatus } from '@/lib/settings/index.server';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { code, body } = await checkHealth(getDb);
  // Whether the company's identity is still the placeholder default (Firma Bilgileri).
  const { identity } = await getIdentityStatus();
  return Response.json({ ...body, identity }, { status: code, headers: { 'Cache-Control': 'no-store' } });
}
