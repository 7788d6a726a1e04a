import { describe, expect, it } from 'vitest';
import { dashboardHref } from './dashboard';
import { ADMIN_PATHS, exportHref } from './paths';

describe('staff area addresses', () => {
  it('builds the dashboard and export links from the one table of paths', () => {
    expect(dashboardHref({ tab: 'mesajlar', page: 2 })).toBe(`${ADMIN_PATHS.dashboard}?sekme=mesajlar&sayfa=2`);
    expect(exportHref('teklifler')).toBe('/admin/dashboard/export?tur=teklifler');
    expect(ADMIN_PATHS.export.startsWith(ADMIN_PATHS.dashboard)).toBe(true);
  });
});
