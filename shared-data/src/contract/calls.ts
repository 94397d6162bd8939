// Long on purpose: one table of every call's schemas, so a call's query, body and answer read together.
import { z } from 'zod';
import {
  LIMITS,
  blogSchema,
  blogStatusSchema,
  carouselItemSchema,
  contentTypeSchema,
  counterSchema,
  doctorSchema,
  enquirySchema,
  enquiryStateSchema,
  geoDataSchema,
  healthSchema,
  pageDepthProblem,
  pageOf,
  promiseSchema,
  staffMemberSchema,
  staffStatusSchema,
  userSchema,
} from './entities';

import {
  BOOKING,
  appointmentChangesSchema,
  appointmentSummarySchema,
  appointmentTypeDetailSchema,
  appointmentTypeSchema,
  bookingConfirmationSchema,
  bookingDoctorSchema,
  dayRangeRule,
  daySchema,
  doctorHoursSchema,
  gridTimeSchema,
  holidaySchema,
  instantSchema,
  kenyanPhoneSchema,
  managedAppointmentSchema,
  PET_SPECIES,
  petSpeciesSchema,
  slotSchema,
  staffAppointmentSchema,
  staffSetStatusSchema,
  timeOffSchema,
} from './appointments';
import { endpoints, type CallName } from './endpoints';
import {
  createDeployTokenRequestSchema,
  createdDeployTokenSchema,
  deployTokenSchema,
  releaseCanaryRequestSchema,
  releaseChangeResponseSchema,
  releaseOverviewSchema,
  releasePreviewSchema,
  releaseRollbackRequestSchema,
  releaseUploadRequestSchema,
  releaseUploadResponseSchema,
  remoteReleasesSchema,
} from './releases';
import { vitalsRecordedSchema, vitalsReportSchema, vitalsSummarySchema } from './vitals';
import { AUDIT_KIND_PATTERN, auditActorSchema, auditDayProblem, auditEntrySchema } from './audit';
import { manyLines, oneLine } from './text-fields';
import {
  PRIVACY,
  PRIVACY_REQUEST_STATES,
  oneProof,
  privacyAnswerSchema,
  privacyContactSchema,
  privacyProofShape,
  privacyRecordSchema,
  privacyRequestMadeSchema,
  privacyRequestSchema,
} from './privacy';
import { PUBLISHING, blocksFieldSchema, blogRevisionSchema, managedBlogSchema } from './publishing';
import { EMAIL_MAX, PHONE_PATTERN } from './field-rules';
import type { PrivacyFacts } from './privacy-notice';

/**
 * The schemas of one call: its query, the text fields of its JSON or multipart body (file
 * fields are listed in `endpoints[name].files`), and what it answers.
 */
export interface CallSchemas {
  query?: z.ZodObject;
  request?: z.ZodObject;
  response: z.ZodType;
}

/**
 * The zod side of each call in `endpoints`: the server validates with these objects and the
 * client takes its types from them, so the two cannot drift apart.
 */
const def = <N extends CallName, S extends CallSchemas>(name: N, schemas: S) => ({
  ...endpoints[name],
  ...schemas,
});

// Missing fields say so; any other problem keeps its own message (a constructor's error
// would otherwise word every issue of the field, 'too long' included, as 'is required').
const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

// Field rules, each written once. Multipart fields arrive as strings, so numbers and flags
// also accept their text form ('3', 'true').
const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be a valid email address' }).max(EMAIL_MAX));
// What a person types (docs/behaviour.md#validation): a field that is one line by nature (a
// name, a title, an id) takes one line of visible text; a text of several lines keeps its line
// breaks. Neither takes control characters or the bidi controls that reorder text.
const line = (max: number) =>
  oneLine(z.string(required).trim().min(1, { error: 'is required' }).max(max));
const optionalLine = (max: number) => oneLine(z.string().trim().max(max)).optional();
const text = (max: number) =>
  manyLines(z.string(required).trim().min(1, { error: 'is required' }).max(max));
const optionalText = (max: number) => manyLines(z.string().trim().max(max)).optional();
// Not shown anywhere and hashed: a password may hold any character.
const password = z.string(required).min(LIMITS.passwordMin).max(LIMITS.passwordMax);
const id = line(64);
const numeric = z.union(
  [
    z.number().finite(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  { error: 'must be a number' },
);
const flag = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: 'must be true or false' },
);
const phone = oneLine(z.string({ error: 'is required' }).trim()).regex(PHONE_PATTERN, {
  error: 'must be a phone number (digits, spaces, +, - and brackets)',
});
const longText = optionalText(LIMITS.longText);
const index = numeric.pipe(
  z.number().int({ error: 'must be a whole number' }).min(0).max(1_000_000),
);
const counterValue = numeric.pipe(z.number().min(0).max(1e12));

// A paged list's query (docs/behaviour.md#paged-list-calls): which page, how many rows, what to
// look for. All optional: page 1 of LIMITS.pageSize rows, everything.
const wholeFrom1 = (max: number) =>
  numeric.pipe(z.number().int({ error: 'must be a whole number' }).min(1).max(max));
const paging = {
  page: wholeFrom1(LIMITS.pageRowsMax).default(1),
  per_page: wholeFrom1(LIMITS.pageSizeMax).default(LIMITS.pageSize),
  q: optionalLine(LIMITS.search),
};
// A page's depth: page × per_page, the rule in pageDepthProblem (a field refused on its own
// already says so once).
const within = (value: unknown, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= max;
const pageDepth = (query: { page?: unknown; per_page?: unknown }, context: z.RefinementCtx) => {
  const { page, per_page: perPage } = query;
  if (!within(page, LIMITS.pageRowsMax) || !within(perPage, LIMITS.pageSizeMax)) return;
  const problem = pageDepthProblem(page, perPage);
  if (problem) context.addIssue({ code: 'custom', path: ['page'], message: problem });
};
// Booking's fields.
const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(email.optional());
const minutes = numeric.pipe(
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(BOOKING.minMinutes, { error: `must be at least ${BOOKING.minMinutes}` })
    .max(BOOKING.maxMinutes, { error: `must be at most ${BOOKING.maxMinutes}` })
    .refine((value) => value % BOOKING.gridMinutes === 0, {
      error: `must be a multiple of ${BOOKING.gridMinutes}`,
    }),
);
const bookingFields = {
  type: id,
  start: instantSchema,
  fullname: line(LIMITS.name),
  phonenumber: kenyanPhoneSchema,
  pet_name: line(LIMITS.name),
  species: line(LIMITS.name),
  note: optionalText(LIMITS.bookingNote),
};
const clientMessage = optionalText(LIMITS.longText);
const managed = z.object({ msg: z.string(), appointment: managedAppointmentSchema });
/** GET privacy-notice: what /privacy fills in from the server's settings. */
const days = z.number().int();
const privacyFactsSchema = z.object({
  retention_days: z.object({
    enquiry: days,
    booking: days,
    log: days,
    outbox: days,
    activity: days,
  }),
  recipients: z.object({
    mail: z.boolean(),
    sms: z.boolean(),
    storage: z.boolean(),
    location: z.boolean(),
  }),
  location_lookup_host: z.string().nullable(),
  vaccination_reminder_days: days,
}) satisfies z.ZodType<PrivacyFacts>;
const staffChange = z.object({ msg: z.string(), appointment: staffAppointmentSchema });
const cursor = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, { error: 'must be a cursor from an earlier answer' });

const session = z.object({ status: z.literal(true), user: userSchema, access_token: z.string() });
const message = z.object({ msg: z.string() });
const blogs = z.array(blogSchema);
const managedBlogs = z.array(managedBlogSchema);
// A post's publication fields (docs/behaviour.md#publishing), optional on the SPEC's calls: left
// out, they change nothing (a new post is published at once).
const publication = {
  status: blogStatusSchema.optional(),
  publish_at: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(instantSchema.optional()),
};
const carousel = z.array(carouselItemSchema);
const counters = z.object({ data: z.array(counterSchema) });
const promises = z.object({ data: z.array(promiseSchema) });

export const calls = {
  // 7.1 Accounts
  signIn: def('signIn', {
    request: z.object({ email, password: z.string(required).min(1).max(1024) }),
    response: session,
  }),
  register: def('register', {
    request: z.object({
      email,
      fullname: line(LIMITS.name),
      password,
      background: longText,
      description: longText,
    }),
    response: message,
  }),
  currentUser: def('currentUser', {
    response: z.object({ user: userSchema }),
  }),
  staffList: def('staffList', {
    response: z.array(staffMemberSchema),
  }),
  staffPage: def('staffPage', {
    query: z.object({ ...paging, status: staffStatusSchema.optional() }).superRefine(pageDepth),
    response: pageOf(staffMemberSchema),
  }),
  addStaff: def('addStaff', {
    request: z.object({
      email,
      fullname: line(LIMITS.name),
      role: line(LIMITS.name),
      background: longText,
      description: longText,
    }),
    response: message,
  }),
  doctors: def('doctors', {
    response: z.array(doctorSchema),
  }),
  updateStaff: def('updateStaff', {
    request: z.object({
      role: optionalLine(LIMITS.name),
      status: staffStatusSchema.optional(),
      background: longText,
      isAdmin: flag.optional(),
      description: longText,
      fullname: line(LIMITS.name).optional(),
      isDoctor: flag.optional(),
      species: z.array(petSpeciesSchema).max(PET_SPECIES.length).optional(),
    }),
    response: message,
  }),
  updateAccount: def('updateAccount', {
    query: z.object({ email: email.optional() }),
    request: z.object({
      fullname: line(LIMITS.name).optional(),
      background: longText,
      description: longText,
    }),
    response: z.object({ msg: z.string(), user: userSchema }),
  }),
  requestOtp: def('requestOtp', {
    request: z.object({ email }),
    response: message,
  }),
  resetPassword: def('resetPassword', {
    request: z.object({
      email,
      otp_code: z
        .string({ error: 'is required' })
        .trim()
        .regex(new RegExp(`^\\d{${LIMITS.otpDigits}}$`), {
          error: `must be the ${LIMITS.otpDigits}-digit code`,
        }),
      password,
    }),
    response: message,
  }),
  logout: def('logout', {
    request: z.object({ user_id: oneLine(z.string().max(64)).optional() }),
    response: message,
  }),
  deleteStaff: def('deleteStaff', {
    request: z.object({ email }),
    response: message,
  }),
  refreshToken: def('refreshToken', {
    response: session,
  }),

  // 7.2 Blogs
  blogs: def('blogs', { response: blogs }),
  blogPage: def('blogPage', {
    query: z.object({ ...paging, status: blogStatusSchema.optional() }).superRefine(pageDepth),
    response: pageOf(managedBlogSchema),
  }),
  blog: def('blog', { response: blogSchema }),
  createBlog: def('createBlog', {
    // 'scheduled' needs a publish_at in the future: the server checks it against its clock.
    request: z.object({ title: line(LIMITS.title), ...publication }),
    response: managedBlogSchema,
  }),
  updateBlog: def('updateBlog', {
    query: z.object({ blog_id: id }),
    request: z.object({ title: optionalLine(LIMITS.title), ...publication }),
    response: managedBlogSchema,
  }),
  deleteBlog: def('deleteBlog', {
    query: z.object({ blog_id: id }),
    response: managedBlogs,
  }),
  createParagraph: def('createParagraph', {
    request: z.object({
      blog_id: id,
      content_type: contentTypeSchema.default('paragraph'),
      content: optionalText(LIMITS.blogContent),
    }),
    response: managedBlogSchema,
  }),
  updateParagraph: def('updateParagraph', {
    query: z.object({ paragraph_id: id }),
    request: z.object({
      content: optionalText(LIMITS.blogContent),
      content_type: contentTypeSchema.optional(),
      // Moves the paragraph to this place (from 0; past the end: last).
      order: numeric
        .pipe(z.number().int({ error: 'must be a whole number' }).min(0).max(1000))
        .optional(),
    }),
    response: managedBlogSchema,
  }),
  deleteParagraph: def('deleteParagraph', {
    query: z.object({ content_id: id }),
    response: managedBlogs,
  }),
  managedBlog: def('managedBlog', { response: managedBlogSchema }),
  saveBlogBlocks: def('saveBlogBlocks', {
    request: z.object({
      title: line(LIMITS.title),
      blocks: blocksFieldSchema,
      // The post's updatedAt the edit began from: if the post changed since, 409 and nothing
      // is saved. Left out, the save goes through whatever changed.
      base_updated_at: oneLine(z.string().max(40)).optional(),
    }),
    response: managedBlogSchema,
  }),
  publishBlog: def('publishBlog', { response: managedBlogSchema }),
  discardBlogChanges: def('discardBlogChanges', { response: managedBlogSchema }),
  blogRevisions: def('blogRevisions', {
    response: z.array(blogRevisionSchema).max(PUBLISHING.revisionsListed),
  }),
  restoreBlogRevision: def('restoreBlogRevision', { response: managedBlogSchema }),
  blogPreview: def('blogPreview', { response: z.string() }),

  // 7.3 Enquiries
  createEnquiry: def('createEnquiry', {
    request: z.object({
      fullname: line(LIMITS.name),
      email,
      phonenumber: phone,
      message: text(LIMITS.longText),
      geo_data: geoDataSchema.nullish(),
    }),
    response: message,
  }),
  enquiries: def('enquiries', {
    response: z.array(enquirySchema),
  }),
  enquiryPage: def('enquiryPage', {
    query: z.object({ ...paging, status: enquiryStateSchema.optional() }).superRefine(pageDepth),
    response: pageOf(enquirySchema),
  }),
  respondEnquiry: def('respondEnquiry', {
    request: z.object({
      query_id: id,
      response: text(LIMITS.longText),
      // The client sends them; the server mails the address the enquiry came from.
      email: z.string().max(254).optional(),
      fullname: z.string().max(LIMITS.name).optional(),
    }),
    response: message,
  }),

  // 7.4 Carousel, counters and promises
  carousel: def('carousel', { response: carousel }),
  createCarousel: def('createCarousel', {
    request: z.object({ index }),
    response: carousel,
  }),
  updateCarousel: def('updateCarousel', {
    // The item is found by its index, which does not change.
    request: z.object({ index, id: id.optional() }),
    response: carousel,
  }),
  deleteCarousel: def('deleteCarousel', {
    query: z.object({ id }),
    response: carousel,
  }),
  counters: def('counters', { response: counters }),
  createCounter: def('createCounter', {
    request: z.object({ title: line(LIMITS.title), content: counterValue }),
    response: counters,
  }),
  updateCounter: def('updateCounter', {
    request: z.object({ id, title: line(LIMITS.title), content: counterValue }),
    response: counters,
  }),
  promises: def('promises', { response: promises }),
  createPromise: def('createPromise', {
    request: z.object({ title: line(LIMITS.title), content: optionalText(LIMITS.longText) }),
    response: promises,
  }),
  updatePromise: def('updatePromise', {
    request: z.object({
      id,
      title: line(LIMITS.title).optional(),
      content: optionalText(LIMITS.longText),
    }),
    response: promises,
  }),

  // Releases
  releaseOverview: def('releaseOverview', { response: releaseOverviewSchema }),
  remoteReleases: def('remoteReleases', { response: remoteReleasesSchema }),
  releaseUpload: def('releaseUpload', {
    request: releaseUploadRequestSchema,
    response: releaseUploadResponseSchema,
  }),
  releaseCanary: def('releaseCanary', {
    request: releaseCanaryRequestSchema,
    response: releaseChangeResponseSchema,
  }),
  releasePromote: def('releasePromote', { response: releaseChangeResponseSchema }),
  releaseRollback: def('releaseRollback', {
    request: releaseRollbackRequestSchema,
    response: releaseChangeResponseSchema,
  }),
  releaseWithdraw: def('releaseWithdraw', { response: releaseChangeResponseSchema }),
  releasePreview: def('releasePreview', { response: releasePreviewSchema }),
  deployTokens: def('deployTokens', { response: z.array(deployTokenSchema) }),
  createDeployToken: def('createDeployToken', {
    request: createDeployTokenRequestSchema,
    response: createdDeployTokenSchema,
  }),
  revokeDeployToken: def('revokeDeployToken', { response: z.array(deployTokenSchema) }),
  // Site speed
  reportVitals: def('reportVitals', {
    request: vitalsReportSchema,
    response: vitalsRecordedSchema,
  }),
  vitalsSummary: def('vitalsSummary', { response: vitalsSummarySchema }),
  audit: def('audit', {
    query: z
      .object({
        page: paging.page,
        per_page: paging.per_page,
        // A staff account's or a deploy token's id.
        actor: id.optional(),
        // An area (carousel) or one kind (carousel.delete).
        kind: z
          .string()
          .trim()
          .regex(AUDIT_KIND_PATTERN, { error: 'must be an area or a kind of change' })
          .optional(),
        // A day of the clinic's calendar (Africa/Nairobi).
        day: z
          .string()
          .trim()
          .superRefine((day, context) => {
            const problem = auditDayProblem(day);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          })
          .optional(),
      })
      .superRefine(pageDepth),
    response: pageOf(auditEntrySchema),
  }),
  auditActors: def('auditActors', { response: z.array(auditActorSchema) }),
  // A person's data (docs/behaviour.md#your-data)
  privacyCode: def('privacyCode', {
    request: z.object({ contact: privacyContactSchema }),
    response: message,
  }),
  privacyExport: def('privacyExport', {
    request: z.object(privacyProofShape).superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  privacyCorrect: def('privacyCorrect', {
    // The new details; one left out stays as it is.
    request: z
      .object({
        ...privacyProofShape,
        fullname: line(LIMITS.name).optional(),
        email: email.optional(),
        phonenumber: kenyanPhoneSchema.optional(),
      })
      .superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  privacyErase: def('privacyErase', {
    request: z.object(privacyProofShape).superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  // Every consent in force of the proved contact, withdrawn (docs/behaviour.md#your-data).
  privacyWithdraw: def('privacyWithdraw', {
    request: z.object(privacyProofShape).superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  privacyRequest: def('privacyRequest', {
    request: z
      .object({ ...privacyProofShape, message: text(PRIVACY.requestMax) })
      .superRefine(oneProof),
    response: privacyRequestMadeSchema,
  }),
  privacyRequests: def('privacyRequests', {
    query: z
      .object({
        page: paging.page,
        per_page: paging.per_page,
        status: z.enum(PRIVACY_REQUEST_STATES).optional(),
      })
      .superRefine(pageDepth),
    response: pageOf(privacyRequestSchema),
  }),
  answerPrivacyRequest: def('answerPrivacyRequest', { response: privacyRequestSchema }),
  privacyLookup: def('privacyLookup', {
    request: z.object({ contact: privacyContactSchema }),
    response: privacyRecordSchema,
  }),
  // Booking (docs/behaviour.md#booking)
  appointmentTypes: def('appointmentTypes', { response: z.array(appointmentTypeSchema) }),
  appointmentDoctors: def('appointmentDoctors', {
    query: z.object({ type: id.optional(), species: petSpeciesSchema.optional() }),
    response: z.array(bookingDoctorSchema),
  }),
  appointmentSlots: def('appointmentSlots', {
    query: z
      .object({
        type: id,
        from: daySchema,
        to: daySchema,
        doctor: id.optional(),
        species: petSpeciesSchema.optional(),
      })
      .superRefine(dayRangeRule(BOOKING.maxRangeDays)),
    response: z.array(slotSchema),
  }),
  nextFreeSlot: def('nextFreeSlot', {
    query: z.object({
      type: id,
      doctor: id.optional(),
      from: daySchema.optional(),
      species: petSpeciesSchema.optional(),
    }),
    response: slotSchema,
  }),
  holidays: def('holidays', {
    query: z
      .object({ from: daySchema.optional(), to: daySchema.optional() })
      .superRefine(dayRangeRule()),
    response: z.array(holidaySchema),
  }),
  createAppointment: def('createAppointment', {
    // The phone number is required and the confirmation also goes by text: email is optional.
    request: z.object({
      ...bookingFields,
      doctor_id: id.optional(),
      email: optionalEmail,
      // The optional consent to vaccination reminders (docs/behaviour.md#consents): left out or
      // false, none is recorded.
      remind_vaccinations: flag.optional(),
    }),
    response: bookingConfirmationSchema,
  }),
  managedAppointment: def('managedAppointment', { response: managedAppointmentSchema }),
  cancelManagedAppointment: def('cancelManagedAppointment', { response: managed }),
  moveManagedAppointment: def('moveManagedAppointment', {
    request: z.object({ start: instantSchema }),
    response: managed,
  }),
  setManagedConsent: def('setManagedConsent', {
    request: z.object({ remind_vaccinations: flag }),
    response: managed,
  }),
  privacyNotice: def('privacyNotice', { response: privacyFactsSchema }),
  staffAppointments: def('staffAppointments', {
    query: z
      .object({ from: daySchema, to: daySchema, doctor: id.optional() })
      .superRefine(dayRangeRule(BOOKING.maxRangeDays)),
    response: z.array(staffAppointmentSchema),
  }),
  appointmentChanges: def('appointmentChanges', {
    query: z.object({ since: cursor.optional() }),
    response: appointmentChangesSchema,
  }),
  appointmentSummary: def('appointmentSummary', {
    query: z.object({ doctor: id.optional() }),
    response: appointmentSummarySchema,
  }),
  createPhoneAppointment: def('createPhoneAppointment', {
    request: z.object({ ...bookingFields, doctor_id: id, email: optionalEmail }),
    response: staffAppointmentSchema,
  }),
  setAppointmentStatus: def('setAppointmentStatus', {
    request: z.object({ status: staffSetStatusSchema }),
    response: staffAppointmentSchema,
  }),
  moveAppointment: def('moveAppointment', {
    request: z.object({ start: instantSchema, doctor_id: id.optional(), message: clientMessage }),
    response: staffChange,
  }),
  cancelAppointment: def('cancelAppointment', {
    request: z.object({ message: clientMessage }),
    response: staffChange,
  }),
  workingHours: def('workingHours', {
    query: z.object({ doctor: id.optional() }),
    response: doctorHoursSchema,
  }),
  setWorkingHours: def('setWorkingHours', {
    request: z.object({
      doctor_id: id.optional(),
      hours: z
        .array(
          z.object({
            weekday: numeric.pipe(
              z.number().int({ error: 'must be 1 (Monday) to 7 (Sunday)' }).min(1).max(7),
            ),
            start: gridTimeSchema,
            end: gridTimeSchema,
          }),
          { error: 'is required' },
        )
        .max(28, { error: 'must have at most 28 ranges' }),
    }),
    response: doctorHoursSchema,
  }),
  timeOff: def('timeOff', {
    query: z
      .object({
        doctor: id.optional(),
        from: daySchema.optional(),
        to: daySchema.optional(),
      })
      .superRefine(dayRangeRule()),
    response: z.array(timeOffSchema),
  }),
  addTimeOff: def('addTimeOff', {
    request: z.object({
      doctor_id: id.optional(),
      start: instantSchema,
      end: instantSchema,
      reason: optionalLine(LIMITS.title),
    }),
    response: timeOffSchema,
  }),
  deleteTimeOff: def('deleteTimeOff', { response: message }),
  staffAppointmentTypes: def('staffAppointmentTypes', {
    response: z.array(appointmentTypeDetailSchema),
  }),
  createAppointmentType: def('createAppointmentType', {
    request: z.object({
      name: line(LIMITS.name),
      minutes,
      doctor_ids: z.array(id).max(200).default([]),
      active: flag.default(true),
    }),
    response: appointmentTypeDetailSchema,
  }),
  updateAppointmentType: def('updateAppointmentType', {
    request: z.object({
      name: line(LIMITS.name).optional(),
      minutes: minutes.optional(),
      doctor_ids: z.array(id).max(200).optional(),
      active: flag.optional(),
    }),
    response: appointmentTypeDetailSchema,
  }),
  deleteAppointmentType: def('deleteAppointmentType', { response: message }),
  createHoliday: def('createHoliday', {
    request: z.object({ date: daySchema, name: line(LIMITS.name) }),
    response: holidaySchema,
  }),
  updateHoliday: def('updateHoliday', {
    request: z.object({ date: daySchema.optional(), name: line(LIMITS.name).optional() }),
    response: holidaySchema,
  }),
  deleteHoliday: def('deleteHoliday', { response: message }),

  // Operations
  health: def('health', { response: healthSchema }),
} satisfies Record<CallName, CallSchemas>;

export type Calls = typeof calls;
export type { CallName };
/** What a call answers, as the client sees it. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
/** The text fields a call takes in its JSON or multipart body. */
export type CallRequest<N extends CallName> = Calls[N] extends { request: z.ZodObject }
  ? z.input<Calls[N]['request']>
  : never;
