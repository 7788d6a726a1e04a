// Who may do what in the staff area: ONE table (decision 042), read on the server by every
// page, server action and route handler (lib/auth/guard.server.ts, lib/admin/staff-action.server.ts),
// never only by hiding buttons. Built on Better Auth's access-control statements, so a role is a
// list of resource → actions and `authorize` answers for it. No server imports: the dashboard's
// tab list and the tests read it too.
import { createAccessControl } from 'better-auth/plugins/access';

export const ROLES = ['yonetici', 'ofis', 'saha'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { yonetici: 'Yönetici', ofis: 'Ofis', saha: 'Saha' };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const statements = {
  /** Every lead: lists, lead pages, status, notes, follow-ups, the customer's link, the trash. */
  lead: ['read', 'write', 'assign'],
  /** Only the leads whose survey or move is assigned to the person (survey_bookings, move_staff). */
  assigned: ['read', 'note', 'photo'],
  offer: ['write'],
  calendar: ['read', 'write'],
  /** The site's photos and videos (home photo, gallery, videos). */
  media: ['write'],
  /** Fiyatlar and what the price includes. */
  prices: ['write'],
  /** Firma Bilgileri. */
  company: ['write'],
  team: ['manage'],
  export: ['csv'],
  /** Genel Bakış. */
  overview: ['read'],
  /** Anything a signed-in staff member may do whatever the role (sign out, "Benim taleplerim"). */
  self: ['use'],
} as const;

export const accessControl = createAccessControl(statements);

const ROLE_STATEMENTS = {
  yonetici: accessControl.newRole({
    lead: ['read', 'write', 'assign'],
    assigned: ['read', 'note', 'photo'],
    offer: ['write'],
    calendar: ['read', 'write'],
    media: ['write'],
    prices: ['write'],
    company: ['write'],
    team: ['manage'],
    export: ['csv'],
    overview: ['read'],
    self: ['use'],
  }),
  ofis: accessControl.newRole({
    lead: ['read', 'write', 'assign'],
    assigned: ['read', 'note', 'photo'],
    offer: ['write'],
    calendar: ['read', 'write'],
    media: ['write'],
    overview: ['read'],
    self: ['use'],
  }),
  saha: accessControl.newRole({
    assigned: ['read', 'note', 'photo'],
    self: ['use'],
  }),
} satisfies Record<Role, unknown>;

type Statements = typeof statements;
/** One permission: `resource.action`, e.g. `lead.write`. */
export type Permission = {
  [R in keyof Statements]: `${R & string}.${Statements[R][number]}`;
}[keyof Statements];

export const PERMISSIONS: readonly Permission[] = Object.entries(statements).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}.${action}` as Permission),
);

/** Whether the role holds the permission (Better Auth's `authorize`). An unknown role holds nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  const [resource, action] = permission.split('.') as [keyof Statements, string];
  return ROLE_STATEMENTS[role].authorize({ [resource]: [action] } as never).success;
}

/**
 * What an entry of the staff area needs. `public`: anyone (the site's own routes). `staff`: any
 * signed-in staff member. Otherwise a permission; `assigned` as an alternative means the entry
 * is open to a holder of that permission for the leads assigned to them (checked per lead).
 */
export type Need = 'public' | 'staff' | { permission: Permission; assigned?: Permission };

/** The outcome of an entry for a role: `lead` means only for the leads assigned to them. */
export type Access = 'allowed' | 'refused' | 'assigned';

export function accessOf(role: Role | null, need: Need): Access {
  if (need === 'public') return 'allowed';
  if (!role) return 'refused';
  if (need === 'staff') return 'allowed';
  if (can(role, need.permission)) return 'allowed';
  if (need.assigned && can(role, need.assigned)) return 'assigned';
  return 'refused';
}

const p = (permission: Permission, assigned?: Permission): Need =>
  assigned ? { permission, assigned } : { permission };

/**
 * The dashboard's tabs (lib/admin/dashboard.ts TABS, by `sekme`): each tab is a page of its own.
 */
export const TAB_NEEDS = {
  genel: p('overview.read'),
  bugun: p('lead.read'),
  benim: 'staff',
  anasayfa: p('media.write'),
  galeri: p('media.write'),
  video: p('media.write'),
  mesajlar: p('lead.read'),
  teklifler: p('lead.read'),
  fiyatlar: p('prices.write'),
  firma: p('company.write'),
  silinenler: p('lead.read'),
  ekip: p('team.manage'),
  // Keşif Saatleri: when surveys can be booked (the calendar's).
  kesif: p('calendar.write'),
} as const satisfies Record<string, Need>;

/** Pages by their file under app/ (the route groups kept as they are in the file system). */
export const PAGE_NEEDS = {
  'app/(admin)/admin/page.tsx': 'staff',
  'app/(admin)/admin/login/page.tsx': 'public',
  'app/(admin)/admin/sifre/page.tsx': 'public',
  'app/(admin)/admin/dashboard/page.tsx': 'staff',
  'app/(admin)/admin/dashboard/talep/[kind]/[id]/page.tsx': p('lead.read', 'assigned.read'),
  'app/(admin)/admin/dashboard/talep/[kind]/[id]/teklif/page.tsx': p('offer.write'),
  'app/(admin)/admin/dashboard/yeni-talep/page.tsx': p('lead.write'),
  'app/(admin)/admin/dashboard/hasar/page.tsx': p('lead.read'),
  'app/(admin)/admin/dashboard/yorumlar/page.tsx': p('lead.read'),
  // Each person's own devices and quiet hours (the team's settings on it need company.write).
  'app/(admin)/admin/bildirimler/page.tsx': 'staff',
  'app/(admin)/admin/takvim/page.tsx': p('calendar.read'),
  // Vehicles, crews and the calendar's settings (calendar.write, checked on the page and by each
  // action), and every person's own calendar feed address, saha staff included.
  'app/(admin)/admin/takvim/ayarlar/page.tsx': 'staff',
  'app/(admin)/admin/takvim/kesif/[id]/page.tsx': p('calendar.write'),
  'app/(admin)/admin/takvim/tasima/[id]/page.tsx': p('calendar.write'),
} as const satisfies Record<string, Need>;

export type PageFile = keyof typeof PAGE_NEEDS;

/**
 * Whether the role may open the page: a control leading to it (a link, a button, an icon) is
 * shown only then, so nobody is offered what answers "yetki yok" (issue 35). A page open for
 * the leads assigned to the person counts as open.
 */
export function mayOpen(role: Role | null, page: PageFile): boolean {
  return accessOf(role, PAGE_NEEDS[page]) !== 'refused';
}

/** The staff area's shared controls a role is shown, read from PAGE_NEEDS. */
export function staffControls(role: Role | null): {
  newLead: boolean;
  reviews: boolean;
  damageReports: boolean;
  /** The header's calendar icon: the calendar, else the page of the person's own feed address. */
  calendar: 'calendar' | 'feed' | null;
} {
  return {
    newLead: mayOpen(role, 'app/(admin)/admin/dashboard/yeni-talep/page.tsx'),
    reviews: mayOpen(role, 'app/(admin)/admin/dashboard/yorumlar/page.tsx'),
    damageReports: mayOpen(role, 'app/(admin)/admin/dashboard/hasar/page.tsx'),
    calendar: mayOpen(role, 'app/(admin)/admin/takvim/page.tsx')
      ? 'calendar'
      : mayOpen(role, 'app/(admin)/admin/takvim/ayarlar/page.tsx')
        ? 'feed'
        : null,
  };
}

/** Route handlers by their file under app/. */
export const ROUTE_NEEDS = {
  'app/(admin)/admin/dashboard/export/route.ts': p('export.csv'),
  'app/api/admin/uploads/[kind]/route.ts': p('media.write'),
  // A lead's private photo or video; without a session the same 404 as a file that is not there.
  'app/api/admin/talep-dosyalari/[id]/route.ts': p('lead.read', 'assigned.read'),
  // Staff add a photo or video to a lead (the surveyor on the home visit): saha staff only to theirs.
  'app/api/admin/talepler/[id]/dosyalar/route.ts': p('lead.write', 'assigned.photo'),
  // A person's own push subscriptions.
  'app/(admin)/admin/bildirimler/abonelik/route.ts': 'staff',
  // The staff area's web app manifest and service worker: no personal data, fetched without cookies.
  'app/(admin)/admin/manifest.webmanifest/route.ts': 'public',
  'app/(admin)/admin/sw.js/route.ts': 'public',
  // A staff member's calendar feed: the secret address is the permission (revocable; decision 041).
  'app/api/takvim/[token]/route.ts': 'public',
  'app/api/leads/[kind]/route.ts': 'public',
  'app/api/currency/route.ts': 'public',
  'app/api/health/route.ts': 'public',
  // Signed with the revalidation secret between the app's own instances, never a browser's session.
  'app/api/internal/revalidate/route.ts': 'public',
  // The customer's own page: the secret link is the permission (lib/leads/links.server.ts).
  'app/(site)/talep/[token]/[file]/route.ts': 'public',
  'app/(site)/talep/[token]/yanit/route.ts': 'public',
  'app/(site)/talep/[token]/esya/route.ts': 'public',
  'app/(site)/talep/[token]/kesif/route.ts': 'public',
  'app/(site)/talep/[token]/dosyalar/route.ts': 'public',
  'app/(site)/talep/[token]/dosyalar/[id]/route.ts': 'public',
  'app/(site)/talep/[token]/tasinma-sonrasi/route.ts': 'public',
  // The site's public pictures and videos.
  'app/media/[name]/route.ts': 'public',
} as const satisfies Record<string, Need>;

/** Server actions by their exported name (each `'use server'` file's exports). */
export const ACTION_NEEDS = {
  // app/(admin)/admin/login/actions.ts: signing in and the password links come before any session.
  signInAction: 'public',
  requestPasswordResetAction: 'public',
  setPasswordAction: 'public',
  // app/(admin)/admin/dashboard/actions.ts
  markReadAction: p('lead.write'),
  deleteAction: p('lead.write'),
  logoutAction: 'staff',
  activateHeroAction: p('media.write'),
  saveGalleryTitleAction: p('media.write'),
  deleteImageAction: p('media.write'),
  deleteVideoAction: p('media.write'),
  restoreMediaAction: p('media.write'),
  // app/(admin)/admin/dashboard/lead-actions.ts
  setStatusAction: p('lead.write'),
  addNoteAction: p('lead.write', 'assigned.note'),
  setFollowUpAction: p('lead.write'),
  trashLeadAction: p('lead.write'),
  restoreLeadAction: p('lead.write'),
  issueCustomerLinkAction: p('lead.write'),
  emailCustomerLinkAction: p('lead.write'),
  revokeCustomerLinksAction: p('lead.write'),
  assignLeadAction: p('lead.assign'),
  // app/(admin)/admin/dashboard/note-actions.ts: the author's own notes only (checked in the work).
  editNoteAction: p('lead.write', 'assigned.note'),
  deleteNoteAction: p('lead.write', 'assigned.note'),
  // app/(admin)/admin/dashboard/yeni-talep/actions.ts
  createLeadAction: p('lead.write'),
  // app/(admin)/admin/dashboard/survey-actions.ts
  saveSurveyHoursAction: p('calendar.write'),
  bookSurveyAction: p('lead.write'),
  cancelSurveyAction: p('lead.write'),
  // app/(admin)/admin/dashboard/inventory-actions.ts: the catalogue is part of Fiyatlar.
  saveInventoryCatalogueAction: p('prices.write'),
  // app/(admin)/admin/dashboard/after-move-actions.ts
  hideReviewAction: p('lead.write'),
  replyReviewAction: p('lead.write'),
  updateDamageAction: p('lead.write'),
  // app/(admin)/admin/takvim/actions.ts
  addVehicleAction: p('calendar.write'),
  addCrewAction: p('calendar.write'),
  setResourceActiveAction: p('calendar.write'),
  saveCalendarSettingsAction: p('calendar.write'),
  assignMoveAction: p('calendar.write'),
  rescheduleMoveAction: p('calendar.write'),
  rescheduleSurveyAction: p('calendar.write'),
  // Each person's own calendar feed address.
  createFeedAction: 'staff',
  revokeFeedAction: 'staff',
  // app/(admin)/admin/bildirimler/actions.ts: a person's own quiet hours and devices; the team's
  // lead e-mail recipients and escalation minutes are the company's settings.
  saveQuietHoursAction: 'staff',
  removeDeviceAction: 'staff',
  saveAlertSettingsAction: p('company.write'),
  // app/(admin)/admin/dashboard/offer-actions.ts
  saveOfferAction: p('offer.write'),
  sendOfferAction: p('offer.write'),
  withdrawOfferAction: p('offer.write'),
  // app/(admin)/admin/dashboard/settings-actions.ts
  savePricesAction: p('prices.write'),
  saveIncludedAction: p('prices.write'),
  saveCompanyAction: p('company.write'),
  // app/(admin)/admin/dashboard/team-actions.ts
  inviteStaffAction: p('team.manage'),
  resendInvitationAction: p('team.manage'),
  setStaffRoleAction: p('team.manage'),
  setStaffDisabledAction: p('team.manage'),
  removeStaffAction: p('team.manage'),
  setOwnDutyAction: p('lead.write'),
  setStaffDutyAction: p('team.manage'),
} as const satisfies Record<string, Need>;

export type ActionName = keyof typeof ACTION_NEEDS;
export type TabName = keyof typeof TAB_NEEDS;

/** The first tab a role may open: where the staff area lands and where a refusal sends them. */
export function landingTab(role: Role): TabName {
  const order: TabName[] = ['teklifler', 'benim'];
  return order.find((tab) => accessOf(role, TAB_NEEDS[tab]) !== 'refused') ?? 'benim';
}
