import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { getStaffSession } from '@/lib/auth/guard.server';
import { crossOriginRefused, isSameOriginRequest } from '@/lib/http/same-origin';
import { deviceLabel, pushSubscriptionSchema } from '@/lib/alerts';
import { removeSubscription, saveSubscription } from '@/lib/alerts/index.server';

// A device's push subscription (the staff area's script, or the service worker renewing it):
// POST stores it for the signed-in person, DELETE removes it. JSON in, JSON out.

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const answer = (status: number, message: string) =>
  Response.json({ ok: status < 300, message }, { status, headers: NO_STORE });

async function readSubscription(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > 8_000) return null;
  try {
    const parsed = pushSubscriptionSchema.safeParse(await request.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers, env().SITE_URL)) return crossOriginRefused();
  const session = await getStaffSession();
  if (!session) return answer(401, 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.');
  const subscription = await readSubscription(request);
  if (!subscription) return answer(400, 'Bu cihazın bildirim aboneliği okunamadı.');
  try {
    const label = deviceLabel(request.headers.get('user-agent') ?? '');
    await saveSubscription(await getDb(), session.userId, subscription, label);
    return answer(201, 'Bu cihaz bildirim alacak.');
  } catch (error) {
    console.error('[alerts] subscription not saved:', error instanceof Error ? error.message : error);
    return answer(503, 'Kaydedilemedi. Lütfen biraz sonra yeniden deneyin.');
  }
}

export async function DELETE(request: Request) {
  if (!isSameOriginRequest(request.headers, env().SITE_URL)) return crossOriginRefused();
  const session = await getStaffSession();
  if (!session) return answer(401, 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.');
  const subscription = await readSubscription(request);
  if (!subscription) return answer(400, 'Bu cihazın bildirim aboneliği okunamadı.');
  try {
    await removeSubscription(await getDb(), session.userId, { endpoint: subscription.endpoint });
    return answer(200, 'Bu cihaz artık bildirim almayacak.');
  } catch (error) {
    console.error('[alerts] subscription not removed:', error instanceof Error ? error.message : error);
    return answer(503, 'Kaldırılamadı. Lütfen biraz sonra yeniden deneyin.');
  }
}
