// Long on purpose: the whole schema as Kysely sees it, one interface per table of the migrations
// and Tables naming them all; a table's columns read best in one place.
import type { Generated } from 'kysely';
import type {
  AppointmentStatus,
  BlogStatus,
  BookingSource,
  ContentType,
  ReleaseAction,
  SiteLocale,
  StaffStatus,
  VitalsDeviceClass,
  VitalsMetric,
} from 'shared-data/contract';

/**
 * The database as Kysely sees it: one interface per table of the migrations. Repositories turn
 * these rows into records; services and routes never see a row.
 */
export interface ImagesTable {
  id: string;
  hash: string;
  widths: string;
  width: number;
  height: number;
  created_at: string;
}

export interface StaffTable {
  id: string;
  email: string;
  fullname: string;
  password_hash: string | null;
  role: Generated<string>;
  background: Generated<string>;
  description: Generated<string>;
  rank: Generated<string>;
  status: StaffStatus;
  is_admin: Generated<number>;
  is_doctor: Generated<number>;
  avatar_id: string | null;
  /** JSON list of the species a doctor sees (booking's PET_SPECIES); '[]': every species. */
  species: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface StaffImagesTable {
  staff_id: string;
  image_id: string;
  position: number;
}

export interface RefreshTokensTable {
  id: string;
  staff_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

export interface OneTimeCodesTable {
  id: string;
  staff_id: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface BlogsTable {
  id: string;
  title: string;
  /** Its Kiswahili title; null: none (docs/behaviour.md#content-in-both-languages). */
  title_sw: string | null;
  image_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  status: Generated<BlogStatus>;
  publish_at: string | null;
  published_at: string | null;
  /** The pending version of a published post, JSON (blog-repository's StoredVersion). */
  pending: string | null;
  updated_by: string | null;
}

export interface BlogRevisionsTable {
  id: string;
  blog_id: string;
  title: string;
  title_sw: string | null;
  image_id: string | null;
  /** JSON: the blocks in order (blog-repository's StoredBlock). */
  blocks: string;
  published_by: string | null;
  created_at: string;
}

export interface ParagraphsTable {
  id: string;
  blog_id: string;
  position: number;
  content_type: ContentType;
  content: string | null;
  content_sw: string | null;
  image_id: string | null;
  created_at: string;
}

export interface CarouselItemsTable {
  id: string;
  position: number;
  image_id: string;
  created_at: string;
  /** The slide's text alternative, English and Kiswahili; null: none (decorative). */
  alt: string | null;
  alt_sw: string | null;
}

export interface EnquiriesTable {
  id: string;
  fullname: string;
  email: string;
  phonenumber: string;
  message: string;
  geo_data: string | null;
  created_at: string;
  /** The phone in its one form (+254...) when it is a Kenyan number: how a person finds it. */
  phone_key: string | null;
}

export interface EnquiryResponsesTable {
  id: string;
  enquiry_id: string;
  staff_id: string | null;
  responder_name: string;
  response: string;
  created_at: string;
}

export interface CountersTable {
  id: string;
  title: string;
  title_sw: string | null;
  content: number;
  created_at: string;
}

export interface PromisesTable {
  id: string;
  title: string;
  title_sw: string | null;
  content: string;
  content_sw: string | null;
  image_id: string | null;
  created_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface ReleaseVersionsTable {
  remote: string;
  version: string;
  released_by: string;
  source: 'upload' | 'local';
  released_at: string;
  git_commit: string | null;
  manifest: string;
  requires: string;
  file_count: number;
  total_bytes: number;
  loads: Generated<number>;
  failures: Generated<number>;
  /** When it last stopped being live or canary; null while it is, or if it never was. */
  retired_at: string | null;
  /** Gzip bytes a first visit loads from it; null when registered before sizes were measured. */
  first_visit_bytes: number | null;
}

/** A remote's budget for first_visit_bytes: the site's setting, never a release's. */
export interface ReleaseBudgetsTable {
  remote: string;
  budget_bytes: number;
  set_by: string;
  set_at: string;
}

export interface ReleaseFilesTable {
  remote: string;
  version: string;
  path: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export interface ReleaseStateTable {
  remote: string;
  live_version: string | null;
  live_since: string | null;
  previous_version: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  canary_since: string | null;
  revision: Generated<number>;
}

export interface ReleaseHistoryTable {
  id: string;
  remote: string;
  action: ReleaseAction;
  version: string | null;
  previous_version: string | null;
  percent: number | null;
  actor: string;
  at: string;
  detail: string | null;
  loads: number | null;
  failures: number | null;
}

export interface DeployTokensTable {
  id: string;
  remote: string;
  label: string;
  token_hash: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One bucket of one day's histogram of a metric on a public route (site speed). */
export interface WebVitalsTable {
  day: string;
  route: string;
  metric: VitalsMetric;
  /** The device class the report named ('unknown' for none). */
  device: VitalsDeviceClass;
  bucket: number;
  /** bigint: PostgreSQL answers it as a string. */
  samples: number | string;
}

/** Each visitor counted once per version and kind ('load', 'failure'). */
export interface ReleaseVisitorsTable {
  remote: string;
  version: string;
  visitor: string;
  kind: 'load' | 'failure';
}

/** Today's samples per source (a day's keyed hash of the client address), route and metric. */
export interface WebVitalsSourcesTable {
  day: string;
  route: string;
  metric: VitalsMetric;
  source: string;
  samples: number;
}

/** Distinct sources per day, route and metric. */
export interface WebVitalsSourceCountsTable {
  day: string;
  route: string;
  metric: VitalsMetric;
  /** The device class of each source's first sample of the day's measure. */
  device: VitalsDeviceClass;
  /** bigint: PostgreSQL answers it as a string. */
  sources: number | string;
}

export interface AppointmentTypesTable {
  id: string;
  name: string;
  minutes: number;
  active: number;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface AppointmentTypeDoctorsTable {
  type_id: string;
  staff_id: string;
}

export interface WorkingHoursTable {
  id: string;
  staff_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

export interface TimeOffTable {
  id: string;
  staff_id: string;
  start_at: string;
  end_at: string;
  reason: string;
  created_at: string;
}

export interface HolidaysTable {
  id: string;
  day: string;
  name: string;
}

export interface BookingsTable {
  id: string;
  reference: string;
  type_id: string;
  doctor_id: string;
  any_doctor: number;
  start_at: string;
  end_at: string;
  status: AppointmentStatus;
  source: BookingSource;
  fullname: string;
  phonenumber: string;
  email: string | null;
  /** The mailbox `email` reaches, for the per-mailbox limit (services/mailbox.ts). */
  email_key: string | null;
  pet_name: string;
  species: string;
  note: string;
  manage_token_hash: string;
  /** SHA-256 of the short manage token (text messages' link); null for older bookings. */
  short_token_hash: string | null;
  sequence: Generated<number>;
  version: number;
  created_at: string;
  updated_at: string;
  /** When the client's details were removed (erasure or retention); null while kept. */
  anonymised_at: string | null;
  /** The site's language it was booked in ('en', 'sw'): its messages' language. */
  language: Generated<SiteLocale>;
}

export interface BookingCellsTable {
  doctor_id: string;
  cell_start: string;
  booking_id: string;
}

export interface BookingStateTable {
  id: number;
  version: number;
}

export interface ReminderJobsTable {
  id: string;
  booking_id: string;
  /**
   * The appointment's own jobs (mail, sms, sms-confirmation), or the "vaccination due" reminder
   * of a completed vaccination visit (vaccination-mail, vaccination-sms).
   */
  channel: 'mail' | 'sms' | 'sms-confirmation' | 'vaccination-mail' | 'vaccination-sms';
  due_at: string;
  claimed_at: string | null;
  claim_token: string | null;
  sent_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
}

/** Counts an anonymous caller can move, by a keyed hash of what they count. */
export interface AttemptCountersTable {
  key: string;
  count: number;
  last_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string;
  kind: string;
  subject_type: string;
  subject_id: string | null;
  summary: string;
  before_json: string | null;
  after_json: string | null;
}

/** One consent to an optional purpose; withdrawn_at set once withdrawn (never deleted by a call). */
export interface ConsentsTable {
  id: string;
  purpose: string;
  notice_version: string;
  email: string | null;
  phone: string | null;
  source_type: string;
  source_id: string | null;
  given_at: string;
  withdrawn_at: string | null;
  withdrawn_via: string | null;
}

/** One-time codes that prove control of an email or phone (docs/behaviour.md#your-data). */
export interface PrivacyCodesTable {
  id: string;
  contact_key: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  check_hash: string | null;
  check_expires_at: string | null;
}

/** Requests about a person's data that need a person to answer them. */
export interface PrivacyRequestsTable {
  id: string;
  contact: string;
  contact_key: string;
  message: string;
  created_at: string;
  due_at: string;
  answered_at: string | null;
  answered_by: string | null;
  answered_by_name: string | null;
}

export interface Tables {
  images: ImagesTable;
  staff: StaffTable;
  staff_images: StaffImagesTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  blogs: BlogsTable;
  paragraphs: ParagraphsTable;
  blog_revisions: BlogRevisionsTable;
  carousel_items: CarouselItemsTable;
  enquiries: EnquiriesTable;
  enquiry_responses: EnquiryResponsesTable;
  counters: CountersTable;
  promises: PromisesTable;
  app_meta: AppMetaTable;
  release_versions: ReleaseVersionsTable;
  release_budgets: ReleaseBudgetsTable;
  release_files: ReleaseFilesTable;
  release_state: ReleaseStateTable;
  release_history: ReleaseHistoryTable;
  deploy_tokens: DeployTokensTable;
  web_vitals: WebVitalsTable;
  release_visitors: ReleaseVisitorsTable;
  web_vitals_sources: WebVitalsSourcesTable;
  web_vitals_source_counts: WebVitalsSourceCountsTable;
  attempt_counters: AttemptCountersTable;
  appointment_types: AppointmentTypesTable;
  appointment_type_doctors: AppointmentTypeDoctorsTable;
  working_hours: WorkingHoursTable;
  time_off: TimeOffTable;
  holidays: HolidaysTable;
  bookings: BookingsTable;
  booking_cells: BookingCellsTable;
  booking_state: BookingStateTable;
  reminder_jobs: ReminderJobsTable;
  audit_log: AuditLogTable;
  consents: ConsentsTable;
  privacy_codes: PrivacyCodesTable;
  privacy_requests: PrivacyRequestsTable;
}
