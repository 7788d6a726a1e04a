// The inputs of a moving-cost estimate, shared by the query parser (browser and server),
// the settings and the model. Plain data only: no imports, safe in any bundle.

/** Home sizes a visitor can choose; the last one stands for "5+1 and larger". */
export const HOME_SIZES = ['1+0', '1+1', '2+1', '3+1', '4+1', '5+1'] as const;
export type HomeSize = (typeof HOME_SIZES)[number];

/** How each home size is shown in a list. */
export const HOME_SIZE_LABELS: Record<HomeSize, string> = {
  '1+0': '1+0 (stüdyo)',
  '1+1': '1+1',
  '2+1': '2+1',
  '3+1': '3+1',
  '4+1': '4+1',
  '5+1': '5+1 ve üzeri',
};

export function isHomeSize(value: string): value is HomeSize {
  return (HOME_SIZES as readonly string[]).includes(value);
}

/** One end of a move: where, which floor, and how the goods get down or up. */
export interface MoveEnd {
  /** Province slug, e.g. `istanbul`, `ankara`. */
  province: string;
  /** Istanbul district slug (only for İstanbul), or null. */
  district: string | null;
  /** Floor of the home: 0 is the ground floor. */
  floor: number;
  /** Whether the building has a (passenger) elevator the crew can use. */
  elevator: boolean;
  /** Whether a furniture lift (dış cephe asansörü) is needed at this end. */
  furnitureLift: boolean;
}

/** Everything the model needs to know about a move; what `/fiyat-hesaplama`'s query carries. */
export interface EstimateInput {
  origin: MoveEnd;
  destination: MoveEnd;
  homeSize: HomeSize;
  packing: boolean;
  assembly: boolean;
  insurance: boolean;
  /** Move date as `YYYY-MM-DD` (a calendar day in Türkiye), or null when not chosen. */
  date: string | null;
}
