import { NextResponse, type NextRequest } from 'next/server';
import {
  applyInventoryForm,
  INVENTORY_FLASH_COOKIE,
  INVENTORY_FLASH_MAX_AGE,
  INVENTORY_LIVE_HEADER,
  encodeInventoryFlash,
  inventoryLockedMessage,
  type InventoryFlash,
  type LiveSaveAnswer,
  startingInventory,
} from '@/lib/inventory';
import { getInventoryCatalogue, updateLeadInventory } from '@/lib/inventory/index.server';
import { openCustomerPagePost } from '@/lib/leads/index.server';
import { getSite } from '@/lib/settings/index.server';

// The inventory's forms on the customer's page (docs/decisions/038-inventory.md): one plain
// form per room (the server adds up), "Oda ekle", the boxes. The link is checked again (with the
// wrong-link limit, lib/leads/customer-page-post.server.ts); the change is stored; the browser goes back to the page with 303
// (Post/Redirect/Get), the room to show and the message in a short cookie. The live form
// (JavaScript) posts the same fields with a header and gets JSON back instead. Once the customer
// accepted an offer, the list it was priced on is refused any change.

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': 'no-store' } });
const liveAnswer = (live: LiveSaveAnswer) =>
  NextResponse.json(live, { status: live.ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const live = request.headers.get(INVENTORY_LIVE_HEADER) === '1';
  const opened = await openCustomerPagePost(request, (await params).token, {
    formHash: '#esya',
    quoteOnly: true,
    // Another kind of lead has no inventory: 404, as an unknown link. The live form reads JSON.
    refusals: (refusal, standard) => {
      if (refusal === 'other-kind') return notFound();
      if (!live || refusal === 'cross-site' || refusal === 'unknown') return standard();
      return liveAnswer({
        ok: false,
        message: refusal === 'unreadable' ? 'Form okunamadı.' : 'Bu bağlantı artık açılmıyor.',
      });
    },
  });
  if ('response' in opened) return opened.response;
  const { db, lead, form, back } = opened.post;
  const catalogue = await getInventoryCatalogue();
  const update = await updateLeadInventory(
    db,
    lead.id,
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

  if (live) return liveAnswer({ ok: flash.status === 'saved', message: flash.message });
  return opened.post.flash(
    back(flash.open ? `#oda-${flash.open}` : '#esya'),
    INVENTORY_FLASH_COOKIE,
    encodeInventoryFlash(flash),
    INVENTORY_FLASH_MAX_AGE,
  );
}
