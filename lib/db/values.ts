/** Normalises a timestamp read from either engine to an ISO string. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // SQLite defaults are written as ISO already; older rows may lack the zone.
  return new Date(value.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`).toISOString();
}

/** Normalises a boolean read from either engine (PostgreSQL boolean, SQLite 0/1). */
export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}
