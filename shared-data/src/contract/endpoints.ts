/**
 * Where each API call (docs/behaviour.md#api-calls) goes: method, path relative to the API base,
 * who may make it, and how its body travels. Plain data with no zod, so the browser's client can
 * import it without pulling the schema library into the page.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file field of a multipart call: at most maxCount files; required ones need at least one. */
export interface FileField {
  required: boolean;
  maxCount: number;
}

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base; `{name}` marks a path parameter. */
  path: string;
  auth: 'none' | 'bearer';
  body: 'none' | 'json' | 'multipart';
  /** The one-time-code and reset calls word the no-response notice differently. */
  noResponseMessage?: 'not-processed';
  /** Multipart calls: the fields that carry image files (the other fields are text). */
  files?: Record<string, FileField>;
  /**
   * Release calls: the Bearer token may also be a deploy token (`vpd_...`) for the remote in
   * the path, which is what the release command sends; the dashboard sends its staff token.
   */
  deployToken?: boolean;
}

const image = { required: false, maxCount: 1 } as const;
const requiredImage = { required: true, maxCount: 1 } as const;

export const endpoints = {
  // 7.1 Accounts
  signIn: { method: 'POST', path: 'auth/signin/staff', auth: 'none', body: 'json' },
  register: {
    method: 'POST',
    path: 'auth/register/staff',
    auth: 'none',
    body: 'multipart',
    files: { avatar: image },
  },
  currentUser: { method: 'GET', path: 'auth/staff/account', auth: 'bearer', body: 'none' },
  staffList: { method: 'GET', path: 'auth/staff/', auth: 'none', body: 'none' },
  // The paged lists of the dashboard (docs/behaviour.md#paged-list-calls).
  staffPage: { method: 'GET', path: 'auth/staff/page', auth: 'bearer', body: 'none' },
  addStaff: {
    method: 'POST',
    path: 'auth/add/staff',
    auth: 'bearer',
    body: 'multipart',
    files: { avatar: image },
  },
  doctors: { method: 'GET', path: 'auth/doctors', auth: 'none', body: 'none' },
  updateStaff: { method: 'PUT', path: 'auth/staff/{email}', auth: 'bearer', body: 'json' },
  updateAccount: {
    method: 'PUT',
    path: 'auth/account/{email}',
    auth: 'bearer',
    body: 'multipart',
    files: { avatar: image, images: { required: false, maxCount: 3 } },
  },
  requestOtp: {
    method: 'POST',
    path: 'auth/otp',
    auth: 'none',
    body: 'json',
    noResponseMessage: 'not-processed',
  },
  resetPassword: {
    method: 'POST',
    path: 'auth/reset_password',
    auth: 'none',
    body: 'json',
    noResponseMessage: 'not-processed',
  },
  logout: { method: 'POST', path: 'auth/logout', auth: 'none', body: 'json' },
  deleteStaff: { method: 'POST', path: 'auth/delete/staff', auth: 'bearer', body: 'json' },
  refreshToken: { method: 'GET', path: 'auth/refresh-token', auth: 'none', body: 'none' },
  // 7.2 Blogs
  blogs: { method: 'GET', path: 'blog/', auth: 'none', body: 'none' },
  blogPage: { method: 'GET', path: 'blog/page', auth: 'bearer', body: 'none' },
  // One blog by its id (docs/behaviour.md#blog-calls); 'blog/page' is the paged list, not an id.
  blog: { method: 'GET', path: 'blog/{blog_id}', auth: 'none', body: 'none' },
  createBlog: {
    method: 'POST',
    path: 'blog/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image: requiredImage },
  },
  updateBlog: {
    method: 'PUT',
    path: 'blog/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  deleteBlog: { method: 'DELETE', path: 'blog/delete', auth: 'bearer', body: 'none' },
  createParagraph: {
    method: 'POST',
    path: 'blog/paragraph/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  updateParagraph: {
    method: 'PUT',
    path: 'blog/paragraph/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  deleteParagraph: {
    method: 'DELETE',
    path: 'blog/paragraph/delete',
    auth: 'bearer',
    body: 'none',
  },
  // The publishing workflow (docs/behaviour.md#publishing): staff only.
  managedBlog: { method: 'GET', path: 'blog/{blog_id}/manage', auth: 'bearer', body: 'none' },
  saveBlogBlocks: {
    method: 'PUT',
    path: 'blog/{blog_id}/blocks',
    auth: 'bearer',
    body: 'multipart',
    files: { image, images: { required: false, maxCount: 20 } },
  },
  publishBlog: { method: 'POST', path: 'blog/{blog_id}/publish', auth: 'bearer', body: 'none' },
  discardBlogChanges: {
    method: 'DELETE',
    path: 'blog/{blog_id}/pending',
    auth: 'bearer',
    body: 'none',
  },
  blogRevisions: { method: 'GET', path: 'blog/{blog_id}/revisions', auth: 'bearer', body: 'none' },
  restoreBlogRevision: {
    method: 'POST',
    path: 'blog/{blog_id}/revisions/{revision_id}/restore',
    auth: 'bearer',
    body: 'none',
  },
  // The post as visitors would see it, rendered by the server: an HTML page, never cached.
  blogPreview: { method: 'GET', path: 'blog/{blog_id}/preview', auth: 'bearer', body: 'none' },
  // 7.3 Enquiries
  createEnquiry: { method: 'POST', path: 'enquiry/create', auth: 'none', body: 'json' },
  enquiries: { method: 'GET', path: 'enquiry/', auth: 'bearer', body: 'none' },
  enquiryPage: { method: 'GET', path: 'enquiry/page', auth: 'bearer', body: 'none' },
  respondEnquiry: { method: 'POST', path: 'enquiry/respond', auth: 'bearer', body: 'json' },
  // 7.4 Carousel, counters and promises
  carousel: { method: 'GET', path: 'carousel/', auth: 'none', body: 'none' },
  createCarousel: {
    method: 'POST',
    path: 'carousel/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image: requiredImage },
  },
  updateCarousel: {
    method: 'PUT',
    path: 'carousel/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image: requiredImage },
  },
  deleteCarousel: { method: 'DELETE', path: 'carousel/delete', auth: 'bearer', body: 'none' },
  counters: { method: 'GET', path: 'others/counters/', auth: 'none', body: 'none' },
  createCounter: { method: 'POST', path: 'others/counters/create', auth: 'bearer', body: 'json' },
  updateCounter: { method: 'PUT', path: 'others/counters/update', auth: 'bearer', body: 'json' },
  promises: { method: 'GET', path: 'others/promise/', auth: 'none', body: 'none' },
  createPromise: {
    method: 'POST',
    path: 'others/promise/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  updatePromise: {
    method: 'PUT',
    path: 'others/promise/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  // Releases (docs/behaviour.md#releases): administrators, or a deploy token for that remote
  releaseOverview: { method: 'GET', path: 'releases/', auth: 'bearer', body: 'none' },
  remoteReleases: {
    method: 'GET',
    path: 'releases/{remote}',
    auth: 'bearer',
    body: 'none',
    deployToken: true,
  },
  releaseUpload: {
    method: 'POST',
    path: 'releases/{remote}/versions',
    auth: 'bearer',
    body: 'json',
    deployToken: true,
  },
  releaseCanary: {
    method: 'POST',
    path: 'releases/{remote}/canary',
    auth: 'bearer',
    body: 'json',
    deployToken: true,
  },
  releasePromote: {
    method: 'POST',
    path: 'releases/{remote}/promote',
    auth: 'bearer',
    body: 'none',
    deployToken: true,
  },
  releaseRollback: {
    method: 'POST',
    path: 'releases/{remote}/rollback',
    auth: 'bearer',
    body: 'json',
    deployToken: true,
  },
  releaseWithdraw: {
    method: 'POST',
    path: 'releases/{remote}/withdraw',
    auth: 'bearer',
    body: 'none',
    deployToken: true,
  },
  // Any signed-in staff member: where a registered version's manifest is, for a preview.
  releasePreview: {
    method: 'GET',
    path: 'releases/preview/{remote}/{version}',
    auth: 'bearer',
    body: 'none',
  },
  deployTokens: { method: 'GET', path: 'releases/deploy-tokens/', auth: 'bearer', body: 'none' },
  createDeployToken: {
    method: 'POST',
    path: 'releases/deploy-tokens/',
    auth: 'bearer',
    body: 'json',
  },
  revokeDeployToken: {
    method: 'DELETE',
    path: 'releases/deploy-tokens/{id}',
    auth: 'bearer',
    body: 'none',
  },
  // Site speed (docs/behaviour.md#site-speed-calls): the shell's report of a page view's Web
  // Vitals (public, no session: JSON sent as text/plain by navigator.sendBeacon), and the
  // administrators' summary.
  reportVitals: { method: 'POST', path: 'vitals', auth: 'none', body: 'json' },
  vitalsSummary: { method: 'GET', path: 'vitals/summary', auth: 'bearer', body: 'none' },
  // The activity log (docs/behaviour.md#activity-log): administrators read it; nothing writes it
  // but the server.
  audit: { method: 'GET', path: 'audit', auth: 'bearer', body: 'none' },
  auditActors: { method: 'GET', path: 'audit/actors', auth: 'bearer', body: 'none' },
  // A person's data (docs/behaviour.md#your-data): public calls behind a one-time code sent to
  // the person's email or phone; POST so neither the contact nor the code is in an address.
  privacyCode: { method: 'POST', path: 'privacy/code', auth: 'none', body: 'json' },
  privacyExport: { method: 'POST', path: 'privacy/export', auth: 'none', body: 'json' },
  privacyCorrect: { method: 'POST', path: 'privacy/correct', auth: 'none', body: 'json' },
  privacyErase: { method: 'POST', path: 'privacy/erase', auth: 'none', body: 'json' },
  privacyWithdraw: { method: 'POST', path: 'privacy/withdraw', auth: 'none', body: 'json' },
  privacyRequest: { method: 'POST', path: 'privacy/request', auth: 'none', body: 'json' },
  // Administrators: the requests, and a person's record looked up (each look-up is logged).
  privacyRequests: { method: 'GET', path: 'privacy/requests', auth: 'bearer', body: 'none' },
  answerPrivacyRequest: {
    method: 'PUT',
    path: 'privacy/requests/{id}/answered',
    auth: 'bearer',
    body: 'none',
  },
  privacyLookup: { method: 'POST', path: 'privacy/lookup', auth: 'bearer', body: 'json' },
  // Booking (docs/behaviour.md#booking). Public: what a visitor books with, and the manage link.
  appointmentTypes: { method: 'GET', path: 'appointments/types', auth: 'none', body: 'none' },
  appointmentDoctors: { method: 'GET', path: 'appointments/doctors', auth: 'none', body: 'none' },
  appointmentSlots: { method: 'GET', path: 'appointments/slots', auth: 'none', body: 'none' },
  nextFreeSlot: { method: 'GET', path: 'appointments/next-free', auth: 'none', body: 'none' },
  holidays: { method: 'GET', path: 'appointments/holidays', auth: 'none', body: 'none' },
  createAppointment: { method: 'POST', path: 'appointments', auth: 'none', body: 'json' },
  managedAppointment: {
    method: 'GET',
    path: 'appointments/manage/{token}',
    auth: 'none',
    body: 'none',
  },
  cancelManagedAppointment: {
    method: 'DELETE',
    path: 'appointments/manage/{token}',
    auth: 'none',
    body: 'none',
  },
  moveManagedAppointment: {
    method: 'PUT',
    path: 'appointments/manage/{token}',
    auth: 'none',
    body: 'json',
  },
  // The optional consents of a booking, given or withdrawn through its manage link
  // (docs/behaviour.md#consents).
  setManagedConsent: {
    method: 'PUT',
    path: 'appointments/manage/{token}/consent',
    auth: 'none',
    body: 'json',
  },
  // What /privacy fills in from the server's settings (docs/behaviour.md#privacy-notice).
  privacyNotice: { method: 'GET', path: 'privacy-notice', auth: 'none', body: 'none' },
  // Booking, the staff's side: any staff member runs the day; hours and time off are one's own
  // (administrators: anyone's); types and holidays are the administrators'.
  staffAppointments: { method: 'GET', path: 'appointments/staff', auth: 'bearer', body: 'none' },
  appointmentChanges: {
    method: 'GET',
    path: 'appointments/staff/changes',
    auth: 'bearer',
    body: 'none',
  },
  appointmentSummary: {
    method: 'GET',
    path: 'appointments/staff/summary',
    auth: 'bearer',
    body: 'none',
  },
  createPhoneAppointment: {
    method: 'POST',
    path: 'appointments/staff',
    auth: 'bearer',
    body: 'json',
  },
  setAppointmentStatus: {
    method: 'PUT',
    path: 'appointments/staff/{id}/status',
    auth: 'bearer',
    body: 'json',
  },
  moveAppointment: {
    method: 'PUT',
    path: 'appointments/staff/{id}/move',
    auth: 'bearer',
    body: 'json',
  },
  cancelAppointment: {
    method: 'PUT',
    path: 'appointments/staff/{id}/cancel',
    auth: 'bearer',
    body: 'json',
  },
  workingHours: { method: 'GET', path: 'appointments/staff/hours', auth: 'bearer', body: 'none' },
  setWorkingHours: {
    method: 'PUT',
    path: 'appointments/staff/hours',
    auth: 'bearer',
    body: 'json',
  },
  timeOff: { method: 'GET', path: 'appointments/staff/time-off', auth: 'bearer', body: 'none' },
  addTimeOff: {
    method: 'POST',
    path: 'appointments/staff/time-off',
    auth: 'bearer',
    body: 'json',
  },
  deleteTimeOff: {
    method: 'DELETE',
    path: 'appointments/staff/time-off/{id}',
    auth: 'bearer',
    body: 'none',
  },
  staffAppointmentTypes: {
    method: 'GET',
    path: 'appointments/staff/types',
    auth: 'bearer',
    body: 'none',
  },
  createAppointmentType: {
    method: 'POST',
    path: 'appointments/staff/types',
    auth: 'bearer',
    body: 'json',
  },
  updateAppointmentType: {
    method: 'PUT',
    path: 'appointments/staff/types/{id}',
    auth: 'bearer',
    body: 'json',
  },
  deleteAppointmentType: {
    method: 'DELETE',
    path: 'appointments/staff/types/{id}',
    auth: 'bearer',
    body: 'none',
  },
  createHoliday: {
    method: 'POST',
    path: 'appointments/staff/holidays',
    auth: 'bearer',
    body: 'json',
  },
  updateHoliday: {
    method: 'PUT',
    path: 'appointments/staff/holidays/{id}',
    auth: 'bearer',
    body: 'json',
  },
  deleteHoliday: {
    method: 'DELETE',
    path: 'appointments/staff/holidays/{id}',
    auth: 'bearer',
    body: 'none',
  },
  // Operations
  health: { method: 'GET', path: 'health', auth: 'none', body: 'none' },
} as const satisfies Record<string, Endpoint>;

export type CallName = keyof typeof endpoints;
