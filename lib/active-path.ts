/** True when `pathname` is `prefix` or below it (the active menu item is found by path prefix). */
export function isActivePath(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
