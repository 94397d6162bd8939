// Long on purpose: one table of every call's schemas, so a call's query, body and answer read together.
import { z } from 'zod';
import {
  LIMITS,
  blogSchema,
  carouselItemSchema,
  contentTypeSchema,
  counterSchema,
  doctorSchema,
  enquirySchema,
  enquiryStateSchema,
  geoDataSchema,
  healthSchema,
  pageOf,
  promiseSchema,
  staffMemberSchema,
  staffStatusSchema,
  userSchema,
} from './entities';

import { endpoints, type CallName } from './endpoints';

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
  .pipe(z.email({ error: 'must be a valid email address' }).max(254));
// Control characters (NUL above all, which PostgreSQL cannot store) have no place in text a
// person typed; tabs and line breaks do.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const plain = (schema: z.ZodString) =>
  schema.refine((value) => !CONTROL.test(value), { error: 'must not contain control characters' });
const text = (max: number) =>
  plain(z.string(required).trim().min(1, { error: 'is required' }).max(max));
const optionalText = (max: number) => plain(z.string().trim().max(max)).optional();
const password = z.string(required).min(LIMITS.passwordMin).max(LIMITS.passwordMax);
const id = text(64);
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
const phone = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\+?[\d\s()-]{7,20}$/, {
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
  page: wholeFrom1(1_000_000).default(1),
  per_page: wholeFrom1(LIMITS.pageSizeMax).default(LIMITS.pageSize),
  q: optionalText(LIMITS.search),
};

const session = z.object({ status: z.literal(true), user: userSchema, access_token: z.string() });
const message = z.object({ msg: z.string() });
const blogs = z.array(blogSchema);
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
      fullname: text(LIMITS.name),
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
    query: z.object({ ...paging, status: staffStatusSchema.optional() }),
    response: pageOf(staffMemberSchema),
  }),
  addStaff: def('addStaff', {
    request: z.object({
      email,
      fullname: text(LIMITS.name),
      role: text(LIMITS.name),
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
      role: optionalText(LIMITS.name),
      status: staffStatusSchema.optional(),
      background: longText,
      isAdmin: flag.optional(),
      description: longText,
      fullname: text(LIMITS.name).optional(),
      isDoctor: flag.optional(),
    }),
    response: message,
  }),
  updateAccount: def('updateAccount', {
    query: z.object({ email: email.optional() }),
    request: z.object({
      fullname: text(LIMITS.name).optional(),
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
    request: z.object({ user_id: z.string().max(64).optional() }),
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
  blogPage: def('blogPage', { query: z.object(paging), response: pageOf(blogSchema) }),
  blog: def('blog', { response: blogSchema }),
  createBlog: def('createBlog', {
    request: z.object({ title: text(LIMITS.title) }),
    response: blogSchema,
  }),
  updateBlog: def('updateBlog', {
    query: z.object({ blog_id: id }),
    request: z.object({ title: optionalText(LIMITS.title) }),
    response: blogSchema,
  }),
  deleteBlog: def('deleteBlog', {
    query: z.object({ blog_id: id }),
    response: blogs,
  }),
  createParagraph: def('createParagraph', {
    request: z.object({
      blog_id: id,
      content_type: contentTypeSchema.default('paragraph'),
      content: optionalText(LIMITS.blogContent),
    }),
    response: blogSchema,
  }),
  updateParagraph: def('updateParagraph', {
    query: z.object({ paragraph_id: id }),
    request: z.object({
      content: optionalText(LIMITS.blogContent),
      content_type: contentTypeSchema.optional(),
    }),
    response: blogSchema,
  }),
  deleteParagraph: def('deleteParagraph', {
    query: z.object({ content_id: id }),
    response: blogs,
  }),

  // 7.3 Enquiries
  createEnquiry: def('createEnquiry', {
    request: z.object({
      fullname: text(LIMITS.name),
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
    query: z.object({ ...paging, status: enquiryStateSchema.optional() }),
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
    request: z.object({ title: text(LIMITS.title), content: counterValue }),
    response: counters,
  }),
  updateCounter: def('updateCounter', {
    request: z.object({ id, title: text(LIMITS.title), content: counterValue }),
    response: counters,
  }),
  promises: def('promises', { response: promises }),
  createPromise: def('createPromise', {
    request: z.object({ title: text(LIMITS.title), content: optionalText(LIMITS.longText) }),
    response: promises,
  }),
  updatePromise: def('updatePromise', {
    request: z.object({
      id,
      title: text(LIMITS.title).optional(),
      content: optionalText(LIMITS.longText),
    }),
    response: promises,
  }),

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
