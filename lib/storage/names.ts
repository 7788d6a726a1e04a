/** Stored file names: letters, digits, dot, underscore and hyphen; no folders. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The name itself, or an error for one the stores never hold (a path, say). */
export function checked(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`invalid stored file name: ${name}`);
  return name;
}

/** Orders files by name as S3 lists them (byte order, not the locale's). */
export const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
