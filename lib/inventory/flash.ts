// What the inventory's forms on /talep/{token} tell the page after a plain POST (Post/Redirect/
// Get): which room to show open and the message, in a short cookie limited to the page's path.
// Browser-safe.

export const INVENTORY_FLASH_COOKIE = 'hn-esya';
export const INVENTORY_FLASH_MAX_AGE = 300;
/** Sent by the live form's fetch: the route then answers JSON instead of redirecting. */
export const INVENTORY_LIVE_HEADER = 'x-inventory-live';

export interface InventoryFlash {
  /** The room to show open, or null for none. */
  open: string | null;
  status: 'saved' | 'error';
  message: string;
  /** The room whose removal waits for a second tap (it has belongings). */
  confirmRemove?: string;
}

export function encodeInventoryFlash(flash: InventoryFlash): string {
  return encodeURIComponent(JSON.stringify(flash));
}

export function decodeInventoryFlash(value: string | undefined): InventoryFlash | null {
  if (!value) return null;
  try {
    const v = JSON.parse(decodeURIComponent(value)) as Partial<InventoryFlash>;
    if ((v.status !== 'saved' && v.status !== 'error') || typeof v.message !== 'string') return null;
    return {
      open: typeof v.open === 'string' ? v.open.slice(0, 40) : null,
      status: v.status,
      message: v.message.slice(0, 300),
      ...(typeof v.confirmRemove === 'string' ? { confirmRemove: v.confirmRemove.slice(0, 40) } : {}),
    };
  } catch {
    return null;
  }
}

/** The answer of the live form's save. */
export interface LiveSaveAnswer {
  ok: boolean;
  message: string;
}

/** Why the list no longer changes on the customer's page: an offer was accepted on it. */
export function inventoryLockedMessage(phone: string): string {
  return `Teklifinizi bu listeye göre kabul ettiniz; liste artık buradan değiştirilemez. Listede bir değişiklik olursa bizi arayın: ${phone}`;
}
