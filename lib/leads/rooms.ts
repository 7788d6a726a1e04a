// The rooms of a home, as the customer labels their belongings: the inventory's rooms
// (issue 26 "Eşya listesi") and the room a survey photo or video shows (lead_files.room).
// One list for both, so a photo's room and an inventory room are the same key. Browser-safe.

export const ROOMS = [
  { key: 'salon', label: 'Salon' },
  { key: 'yatak-odasi', label: 'Yatak odası' },
  { key: 'cocuk-odasi', label: 'Çocuk odası' },
  { key: 'mutfak', label: 'Mutfak' },
  { key: 'banyo', label: 'Banyo' },
  { key: 'balkon', label: 'Balkon' },
  { key: 'kiler-depo', label: 'Kiler/Depo' },
  { key: 'calisma-odasi', label: 'Çalışma odası' },
] as const;

export type RoomKey = (typeof ROOMS)[number]['key'];

export function isRoomKey(value: unknown): value is RoomKey {
  return ROOMS.some((room) => room.key === value);
}

/** The room's label, or "Diğer" for a file labelled with no known room. */
export function roomLabel(key: string | null | undefined): string {
  return ROOMS.find((room) => room.key === key)?.label ?? 'Diğer';
}
