// A day's capacity: how many of the company's active vehicles and crews its moves take.
// A move staff have not assigned yet still takes one vehicle and one crew, so a day fills
// up as offers are accepted, before anyone plans the trucks. Browser-safe, no I/O.

export interface MoveLoad {
  /** Vehicles and crews assigned to the move (active or not: an assigned one is taken). */
  vehicles: number;
  crews: number;
}

export interface Resources {
  /** Active vehicles and crews of the company. */
  vehicles: number;
  crews: number;
}

export interface DayCapacity {
  vehicles: { booked: number; available: number };
  crews: { booked: number; available: number };
  /** The larger of the two booked shares (0–1+); null when the company has no vehicle or crew entered. */
  share: number | null;
  /** No vehicle or no crew is left. */
  full: boolean;
  /** The share reached the staff-set busy threshold (full days are busy too). */
  busy: boolean;
}

/** The capacity of a day with `moves` (live ones only), given the company's resources. */
export function dayCapacity(moves: readonly MoveLoad[], resources: Resources, busySharePercent: number): DayCapacity {
  const vehicles = moves.reduce((n, m) => n + Math.max(m.vehicles, 1), 0);
  const crews = moves.reduce((n, m) => n + Math.max(m.crews, 1), 0);
  const known = resources.vehicles > 0 && resources.crews > 0;
  const share = known ? Math.max(vehicles / resources.vehicles, crews / resources.crews) : null;
  const full = known && (vehicles >= resources.vehicles || crews >= resources.crews);
  return {
    vehicles: { booked: vehicles, available: resources.vehicles },
    crews: { booked: crews, available: resources.crews },
    share,
    full,
    busy: full || (share !== null && share * 100 >= busySharePercent),
  };
}

/** "2 / 3 araç · 1 / 2 ekip". */
export function capacityLabel(c: DayCapacity): string {
  return `${c.vehicles.booked} / ${c.vehicles.available} araç · ${c.crews.booked} / ${c.crews.available} ekip`;
}
