import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date (PostgreSQL timestamptz, SQLite ISO text) and read as Date or string. */
export type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
/** A timestamp that may be empty; left out on insert it is null. */
export type NullableTimestamp = ColumnType<
  Date | string | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** Booleans: PostgreSQL boolean, SQLite 0/1. */
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface HeroImagesTable {
  id: string;
  url: string;
  filename: string;
  is_active: Bool;
  width: number | null;
  height: number | null;
  /** JSON list of stored variants: [{ width, format, filename }]. */
  variants: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** In the trash since (migration 027); never active there; purged with its files after MEDIA_TRASH_DAYS. */
  deleted_at: NullableTimestamp;
}

export interface GalleryImagesTable {
  id: string;
  url: string;
  filename: string;
  title: ColumnType<string, string | undefined, string>;
  width: number | null;
  height: number | null;
  variants: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** In the trash since (migration 025); purged with its files after MEDIA_TRASH_DAYS. */
  deleted_at: NullableTimestamp;
}

export interface VideoGalleryTable {
  id: string;
  url: string;
  filename: string;
  title: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  thumbnail_url: ColumnType<string, string | undefined, string>;
  thumbnail_filename: string | null;
  created_at: Timestamp;
  /** In the trash since (migration 025); purged with its files after MEDIA_TRASH_DAYS. */
  deleted_at: NullableTimestamp;
}

/** Contact messages and quote requests (migration 011; lib/leads/repository.server.ts). */
export interface LeadsTable {
  /** A stable integer key: the search index refers to rows by it. */
  seq: Generated<number>;
  id: string;
  /** `LeadKind`: "contact" or "quote". */
  kind: string;
  reference: string | null;
  name: string;
  email: string;
  /** Required for a quote request, optional for a contact message. */
  phone: string | null;
  /** A contact message's subject (null for a quote request). */
  subject: string | null;
  /** A quote request's places and service (null for a contact message). */
  from_location: string | null;
  to_location: string | null;
  service_type: string | null;
  message: ColumnType<string, string | undefined, string>;
  is_read: Bool;
  /** JSON: landing page, referrer, utm_*, gclid, fbclid. */
  attribution: string | null;
  /** Pipeline status (lib/leads/pipeline.ts), "yeni" until staff change it. */
  status: ColumnType<string, string | undefined, string>;
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  status_changed_at: NullableTimestamp;
  follow_up_at: NullableTimestamp;
  /** The first status change or note: the end of the lead's first-response time. */
  first_response_at: NullableTimestamp;
  /** Set while the lead is in "Silinenler"; purged after TRASH_DAYS. */
  deleted_at: NullableTimestamp;
  /** Where the lead came from (`LeadSource`), classified from its attribution when stored. */
  source: ColumnType<string, string | undefined, string>;
  /** The id of the rendered form it was sent from (unique): a second send of that form stores nothing. */
  submission_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A quote request's estimate in whole TL and its parsed inputs as JSON (null without one). */
  estimate_min: ColumnType<number | null, number | null | undefined, number | null>;
  estimate_max: ColumnType<number | null, number | null | undefined, number | null>;
  estimate_inputs: ColumnType<string | null, string | null | undefined, string | null>;
  /** Name, e-mail, reference, subject or places folded for search, and the phone's digits. */
  search_text: ColumnType<string, string | undefined, string>;
  /** The staff member who owns the lead (a user id, migration 016), or null. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** How many leads each list holds, kept by triggers on `leads` (migration 012). Read-only for code. */
export interface LeadCountsTable {
  kind: string;
  is_read: Bool;
  deleted: Bool;
  n: number;
}

/** A link to the customer's page of a lead (migration 014): only the token's SHA-256 is kept. */
export interface LeadLinksTable {
  token_hash: string;
  lead_id: string;
  /** Where it was handed out: `form`, `email` or `staff`. */
  channel: string;
  created_by: string | null;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_opened_at: NullableTimestamp;
}

/** A version of a lead's written offer (migration 015); the database refuses changes once it is sent. */
export interface OffersTable {
  id: string;
  lead_id: string;
  version: number;
  /** JSON of `OfferContent` (lib/offers/types.ts). */
  content: string;
  total: number;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: NullableTimestamp;
  valid_until: NullableTimestamp;
  first_viewed_at: NullableTimestamp;
  last_viewed_at: NullableTimestamp;
  withdrawn_at: NullableTimestamp;
  /** accepted | change | declined, or null before the customer answers. */
  response: ColumnType<string | null, string | null | undefined, string | null>;
  response_at: NullableTimestamp;
  response_message: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What a customer accepted (migration 015): never updated, deleted only with its purged lead. */
export interface OfferAcceptancesTable {
  offer_id: string;
  lead_id: string;
  /** Canonical JSON of everything the offer page showed. */
  snapshot: string;
  snapshot_sha256: string;
  full_name: string;
  from_address: string;
  to_address: string;
  accepted_at: Timestamp;
  client_address: string;
  user_agent: string;
}

export interface RateEventsTable {
  id: string;
  bucket: string;
  key: string;
  created_at: Timestamp;
}

export interface LeadNotificationsTable {
  id: string;
  lead_kind: 'contact' | 'quote';
  lead_id: string;
  /** Who the e-mail is for: the staff ("staff") or the customer's acknowledgement ("customer"). */
  recipient: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface LeadNotesTable {
  id: string;
  lead_kind: 'contact' | 'quote';
  lead_id: string;
  author_email: string;
  body: string;
  created_at: Timestamp;
  /** When its author last corrected it (migration 025); null: never. */
  updated_at: NullableTimestamp;
}

export interface LeadAuditTable {
  id: string;
  lead_kind: 'contact' | 'quote';
  lead_id: string;
  actor_email: string;
  /** `AuditAction` of lib/leads/pipeline.ts. */
  action: string;
  detail: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface AppStateTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** Pages one app instance revalidated, for the others (migration 010). */
export interface RevalidationSignalsTable {
  id: string;
  path: string;
  type: string;
  origin: string;
  created_at: Timestamp;
}

/** Page views per day in Europe/Istanbul (migration 013); raised only by upserts. */
export interface PageViewsTable {
  /** 'YYYY-MM-DD'. */
  day: string;
  views: number;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: Timestamp;
  updated_by: string | null;
  /** Raised by every save; a form carries the version it was opened with (migration 025). */
  version: ColumnType<number, number | undefined, number>;
}

export interface SiteSettingsHistoryTable {
  id: string;
  changed_at: Timestamp;
  changed_by: string | null;
  key: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

/** A lead's private photo or video (migration 017): the survey's, or a damage report's. */
export interface LeadFilesTable {
  id: string;
  lead_id: string;
  /** photo | video */
  kind: string;
  room: string | null;
  storage_key: string;
  content_type: string;
  bytes: ColumnType<number | string | bigint, number, number>;
  sha256: string;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  original_name: string | null;
  damage_report_id: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_by: string;
  created_at: Timestamp;
}

/**
 * A stored lead file whose `lead_files` row is gone (migration 028): the lead purge queues its
 * leads' files here in its transaction; the retention sweep removes the file from the store,
 * then this row.
 */
export interface LeadFileRemovalsTable {
  storage_key: string;
  queued_at: Timestamp;
}

/** A quote request's inventory (migration 019): rooms, items and boxes as JSON (lib/inventory). */
export interface LeadInventoriesTable {
  lead_id: string;
  data: string;
  item_count: number;
  /** customer | estimate */
  source: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A survey booked in a slot (migration 018); (starts_at, seat) is unique among live bookings. */
export interface SurveyBookingsTable {
  id: string;
  lead_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** ev | video */
  kind: string;
  address: string | null;
  seat: number;
  /** booked | cancelled */
  status: ColumnType<string, string | undefined, string>;
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: NullableTimestamp;
}

export interface VehiclesTable {
  id: string;
  name: string;
  capacity_m3: number;
  active: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface CrewsTable {
  id: string;
  name: string;
  size: number;
  active: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** An accepted offer's move on its day (migration 018). */
export interface MovesTable {
  id: string;
  lead_id: string;
  offer_id: string | null;
  /** 'YYYY-MM-DD' in Europe/Istanbul. */
  move_date: string;
  /** planned | done | cancelled */
  status: ColumnType<string, string | undefined, string>;
  volume_m3: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MoveVehiclesTable {
  move_id: string;
  vehicle_id: string;
}
export interface MoveCrewsTable {
  move_id: string;
  crew_id: string;
}
export interface MoveStaffTable {
  move_id: string;
  user_id: string;
}

/** A device a staff member subscribed to alerts (migration 024). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: Timestamp;
  last_sent_at: NullableTimestamp;
}

/** The queue of staff alerts (migration 024): `AlertEvent` of lib/alerts/events.ts about a lead. */
export interface StaffAlertsTable {
  id: string;
  event: string;
  lead_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  done_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** The devices an alert has reached (migration 024). */
export interface PushDeliveriesTable {
  alert_id: string;
  subscription_id: string;
  sent_at: Timestamp;
}

/** A staff member's quiet hours, "HH:MM" in Europe/Istanbul (migration 024). */
export interface StaffAlertPrefsTable {
  user_id: string;
  quiet_from: string | null;
  quiet_until: string | null;
  updated_at: Timestamp;
}

/** A staff account's private calendar feed address (migration 022): only the token's SHA-256 is kept. */
export interface CalendarFeedsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_fetched_at: NullableTimestamp;
}

/** A customer's reminder the day before a survey or move (migration 022): inserting it claims it. */
export interface CalendarRemindersTable {
  /** survey | move */
  kind: string;
  target_id: string;
  /** The event's start (ISO): a rescheduled event is reminded again. */
  starts_at: string;
  lead_id: string;
  created_at: Timestamp;
}

/** The customer's consent to messages about the move's follow-up, given with an acceptance (migration 026). */
export interface FollowUpConsentsTable {
  offer_id: string;
  lead_id: string;
  consented_at: Timestamp;
}

/** A verified review of a move (migration 026): one per lead, published at once. */
export interface ReviewsTable {
  id: string;
  lead_id: string;
  offer_id: string;
  rating: number;
  body: string;
  /** `NameDisplay` of lib/reviews/types.ts. */
  name_display: string;
  author_name: string;
  author_district: string;
  move_month: string;
  route_from: string;
  route_to: string;
  created_at: Timestamp;
  /** `HideReason` of lib/reviews/types.ts, or null while shown. */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_at: NullableTimestamp;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: NullableTimestamp;
  replied_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A customer's damage report after the move (migration 026); its photos are lead_files rows. */
export interface DamageReportsTable {
  id: string;
  lead_id: string;
  offer_id: string | null;
  description: string;
  items: string;
  delivery_date: string;
  /** `Timeliness` of lib/reviews/deadlines.ts. */
  timeliness: string;
  /** `DamageStatus` of lib/reviews/types.ts. */
  status: ColumnType<string, string | undefined, string>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  staff_note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Better Auth's staff accounts (migration 005) with the team's columns (016, 023). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** yonetici | ofis | saha (lib/auth/permissions.ts). */
  role: ColumnType<string, string | undefined, string>;
  on_duty: ColumnType<boolean | number, boolean | undefined, boolean>;
  disabled_at: NullableTimestamp;
}

/** Better Auth's sessions (migration 005). */
export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

/** Better Auth's sign-in methods (migration 005); the team's rules read `password`. */
export interface AccountTable {
  id: string;
  accountId: string;
  /** `credential` for an e-mail and password. */
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: NullableTimestamp;
  refreshTokenExpiresAt: NullableTimestamp;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One-time links by e-mail: an invitation or a password reset (migration 023). */
export interface StaffTokensTable {
  token_hash: string;
  user_id: string;
  /** invite | reset */
  purpose: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  /** The manager who sent the link (migration 029); null when nobody did (a reset asked for). */
  created_by: string | null;
}

/** What a manager did to a team account (migration 029): an invitation sent or sent again. */
export interface StaffAuditTable {
  id: string;
  subject_email: string;
  actor_email: string;
  /** invite | invite-resent */
  action: string;
  created_at: Timestamp;
}

export interface Database {
  site_settings: SiteSettingsTable;
  site_settings_history: SiteSettingsHistoryTable;
  app_state: AppStateTable;
  revalidation_signals: RevalidationSignalsTable;
  lead_notifications: LeadNotificationsTable;
  lead_notes: LeadNotesTable;
  lead_audit: LeadAuditTable;
  rate_events: RateEventsTable;
  hero_images: HeroImagesTable;
  gallery_images: GalleryImagesTable;
  video_gallery: VideoGalleryTable;
  leads: LeadsTable;
  lead_counts: LeadCountsTable;
  lead_links: LeadLinksTable;
  offers: OffersTable;
  offer_acceptances: OfferAcceptancesTable;
  page_views: PageViewsTable;
  lead_files: LeadFilesTable;
  lead_file_removals: LeadFileRemovalsTable;
  lead_inventories: LeadInventoriesTable;
  survey_bookings: SurveyBookingsTable;
  vehicles: VehiclesTable;
  crews: CrewsTable;
  moves: MovesTable;
  move_vehicles: MoveVehiclesTable;
  move_crews: MoveCrewsTable;
  move_staff: MoveStaffTable;
  push_subscriptions: PushSubscriptionsTable;
  staff_alerts: StaffAlertsTable;
  push_deliveries: PushDeliveriesTable;
  staff_alert_prefs: StaffAlertPrefsTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_reminders: CalendarRemindersTable;
  follow_up_consents: FollowUpConsentsTable;
  reviews: ReviewsTable;
  damage_reports: DamageReportsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  staff_tokens: StaffTokensTable;
  staff_audit: StaffAuditTable;
}
