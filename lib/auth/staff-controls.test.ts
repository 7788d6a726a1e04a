// Nobody is shown a control their role cannot use (issue 35): field staff (saha) saw "Yeni talep",
// "Hasar bildirimleri", "Yorumlar" and the calendar icon, which answered "yetki yok". The controls
// are read from the one permission table (PAGE_NEEDS), so they cannot drift from the guards.
import { describe, expect, it } from 'vitest';
import { PAGE_NEEDS, ROLES, accessOf, staffControls } from './permissions';

describe('the staff controls a role is shown', () => {
  it('shows field staff none of the pages they may not open; their calendar icon opens their own feed address', () => {
    expect(staffControls('saha')).toEqual({ newLead: false, reviews: false, damageReports: false, calendar: 'feed' });
  });

  it('shows office staff and managers every one of them', () => {
    for (const role of ['ofis', 'yonetici'] as const)
      expect(staffControls(role)).toEqual({ newLead: true, reviews: true, damageReports: true, calendar: 'calendar' });
  });

  it('follows the permission table for every role', () => {
    const open = (role: (typeof ROLES)[number], page: keyof typeof PAGE_NEEDS) =>
      accessOf(role, PAGE_NEEDS[page]) !== 'refused';
    for (const role of ROLES) {
      const controls = staffControls(role);
      expect(controls.newLead, role).toBe(open(role, 'app/(admin)/admin/dashboard/yeni-talep/page.tsx'));
      expect(controls.reviews, role).toBe(open(role, 'app/(admin)/admin/dashboard/yorumlar/page.tsx'));
      expect(controls.damageReports, role).toBe(open(role, 'app/(admin)/admin/dashboard/hasar/page.tsx'));
      if (controls.calendar === 'calendar') expect(open(role, 'app/(admin)/admin/takvim/page.tsx')).toBe(true);
      if (controls.calendar === 'feed') expect(open(role, 'app/(admin)/admin/takvim/ayarlar/page.tsx')).toBe(true);
    }
  });
});
