import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { isCustomerPagePost } from '@/lib/http/same-origin';
import { applyInventoryForm } from '@/lib/inventory/apply';
import {
  INVENTORY_FLASH_COOKIE,
  INVENTORY_FLASH_MAX_AGE,
  INVENTORY_LIVE_HEADER,
  encodeInventoryFlash,
  inventoryLockedMessage,
  type InventoryFlash,
  type LiveSaveAnswer,
} from '@/lib/inventory/flash';
import { startingInventory } from '@/lib/inventory/inventory';
import { getInventoryCatalogue } from '@/lib/inventory/inventory.server';
import { updateLeadInventory } from '@/lib/inventory/repository.server';
import { openCustomerPage } from '@/lib/leads/customer-page.server';
import { customerPagePath } from '@/lib/leads/links.server';
import { getSite } from '@/lib/settings/effective.server';

// The inventory's forms on the customer's page (docs/decisions/038-inventory.md): one plain
// form per room (the server adds up), "Oda ekle", the boxes. The link is checked again (with the
// wrong-link limit); the change is stored; the browser goes back to the page with 303
// (Post/Redirect/Get), the room to show and the message in a short cookie. The live form
// (JavaScript) posts the same fields with a header and gets JSON back instead. Once the customer
// accepted an offer, the list it was priced on is refused any change.

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!isCustomerPagePost(request.headers, env().SITE_URL))
    return new Response('İstek bu siteden gönderilmediği için reddedildi.', { status: 403 });
  const live = request.headers.get(INVENTORY_LIVE_HEADER) === '1';
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'unknown' || (opened.state === 'open' && opened.lead.kind !== 'quote')) return notFound();
  const pagePath = customerPagePath(token);
  const answer = (live: LiveSaveAnswer | null, hash = '#esya') =>
    live
      ? NextResponse.json(live, { status: live.ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } })
      : new NextResponse(null, {
          status: 303,
          headers: { Location: `${pagePath}${hash}`, 'Cache-Control': 'no-store' },
        });
  if (opened.state !== 'open') return answer(live ? { ok: false, message: 'Bu bağlantı artık açılmıyor.' } : null, '');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer(live ? { ok: false, message: 'Form okunamadı.' } : null);
  }
  const catalogue = await getInventoryCatalogue();
  const update = await updateLeadInventory(
    db,
    opened.lead.id,
    (current) => {
      const applied = applyInventoryForm(current ?? startingInventory(), form, catalogue);
      return { inventory: applied.inventory, result: applied.flash };
    },
    'customer',
  );
  // An accepted offer was priced on the list: it is no longer changed from this page.
  const flash: InventoryFlash = update.locked
    ? { open: null, status: 'error', message: inventoryLockedMessage((await getSite()).phone.display) }
    : update.result;

  if (live) return answer({ ok: flash.status === 'saved', message: flash.message });
  const response = answer(null, flash.open ? `#oda-${flash.open}` : '#esya');
  response.cookies.set(INVENTORY_FLASH_COOKIE, encodeInventoryFlash(flash), {
    path: pagePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: env().SITE_URL.startsWith('https://'),
    maxAge: INVENTORY_FLASH_MAX_AGE,
  });
  return response;
}
