import { describe, expect, it } from 'vitest';
import { dashboardHref } from './dashboard';
import { ADMIN_PATHS, exportHref, isStaffPath } from './paths';

describe('staff area addresses', () => {
  it('builds the dashboard and export links from the one table of paths', () => {
    expect(dashboardHref({ tab: 'mesajlar', page: 2 })).toBe(`${ADMIN_PATHS.dashboard}?sekme=mesajlar&sayfa=2`);
    expect(exportHref('teklifler')).toBe('/admin/dashboard/export?tur=teklifler');
    expect(ADMIN_PATHS.export.startsWith(ADMIN_PATHS.dashboard)).toBe(true);
  });
});

describe('lead page addresses', () => {
  it('names the kind in Turkish and reads it back', async () => {
    const { leadHref, leadKindOfPath } = await import('./paths');
    expect(leadHref('quote', 'abc', { bildirim: 'not-eklendi' })).toBe(
      `${ADMIN_PATHS.dashboard}/talep/teklif/abc?bildirim=not-eklendi`,
    );
    expect(leadKindOfPath('mesaj')).toBe('contact');
    expect(leadKindOfPath('contact')).toBeUndefined();
  });

  it('keeps search, status and source in the dashboard address', async () => {
    const { parseDashboardQuery, listState } = await import('./dashboard');
    const query = parseDashboardQuery({
      sekme: 'bugun',
      ara: ' 0532 ',
      durum: 'arandi',
      kaynak: 'nope',
      geri: 'quote:x-1',
    });
    expect(listState(query)).toMatchObject({ tab: 'bugun', search: '0532', status: 'arandi', source: undefined });
    expect(query.undo).toBe('quote:x-1');
    expect(dashboardHref({ ...listState(query), page: 2 })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=bugun&ara=0532&durum=arandi&sayfa=2`,
    );
    expect(parseDashboardQuery({ geri: 'quote:<x>' }).undo).toBeUndefined();
  });
});

describe('isStaffPath', () => {
  it('is the staff area itself and what lies below it, nothing that only starts alike', () => {
    expect(isStaffPath('/admin')).toBe(true);
    expect(isStaffPath('/admin/dashboard/talep/teklif/1')).toBe(true);
    expect(isStaffPath('/administration')).toBe(false);
    expect(isStaffPath('/teklif-al')).toBe(false);
  });
});
