import { z } from 'zod';
import {
  LIMITS,
  blogSchema,
  carouselItemSchema,
  contentTypeSchema,
  counterSchema,
  doctorSchema,
  enquirySchema,
  geoDataSchema,
  healthSchema,
  promiseSchema,
  staffStatusSchema,
  userSchema,
} from './entities';

import { endpoints, type CallName } from './endpoints';

/** The schemas of one call: what goes in (query, body fields) and what comes out. */
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

const email = z.email();
const longText = z.string().max(LIMITS.longText);
const session = z.object({ status: z.literal(true), user: userSchema, access_token: z.string() });
const message = z.object({ msg: z.string() });
const blogs = z.array(blogSchema);
const carousel = z.array(carouselItemSchema);

export const calls = {
  // 7.1 Accounts
  signIn: def('signIn', {
    request: z.object({ email, password: z.string().min(1) }),
    response: session,
  }),
  register: def('register', {
    request: z.object({
      email,
      fullname: z.string().min(1),
      password: z.string().min(8).max(128),
      background: longText.optional(),
      description: longText.optional(),
    }),
    response: message,
  }),
  currentUser: def('currentUser', {
    response: z.object({ user: userSchema }),
  }),
  staffList: def('staffList', {
    response: z.array(userSchema),
  }),
  addStaff: def('addStaff', {
    request: z.object({
      email,
      fullname: z.string().min(1),
      role: z.string().min(1),
      background: longText.optional(),
      description: longText.optional(),
    }),
    response: message,
  }),
  doctors: def('doctors', {
    response: z.array(doctorSchema),
  }),
  updateStaff: def('updateStaff', {
    request: z.object({
      role: z.string().optional(),
      status: staffStatusSchema.optional(),
      background: longText.optional(),
      isAdmin: z.boolean().optional(),
      description: longText.optional(),
      fullname: z.string().min(1).optional(),
      isDoctor: z.boolean().optional(),
    }),
    response: message,
  }),
  updateAccount: def('updateAccount', {
    query: z.object({ email }),
    request: z.object({
      fullname: z.string().min(1).optional(),
      background: longText.optional(),
      description: longText.optional(),
    }),
    response: z.object({ user: userSchema }),
  }),
  requestOtp: def('requestOtp', {
    request: z.object({ email }),
    response: message,
  }),
  resetPassword: def('resetPassword', {
    request: z.object({
      email,
      otp_code: z.string().regex(new RegExp(`^\\d{${LIMITS.otpDigits}}$`)),
      password: z.string().min(8).max(128),
    }),
    response: message,
  }),
  logout: def('logout', {
    request: z.object({ user_id: z.string().optional() }),
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
  createBlog: def('createBlog', {
    request: z.object({ title: z.string().min(1) }),
    response: blogSchema,
  }),
  updateBlog: def('updateBlog', {
    query: z.object({ blog_id: z.string() }),
    request: z.object({ title: z.string().min(1).optional() }),
    response: blogSchema,
  }),
  deleteBlog: def('deleteBlog', {
    query: z.object({ blog_id: z.string() }),
    response: blogs,
  }),
  createParagraph: def('createParagraph', {
    request: z.object({
      blog_id: z.string(),
      content_type: contentTypeSchema,
      content: z.string().max(LIMITS.blogContent).optional(),
    }),
    response: blogSchema,
  }),
  updateParagraph: def('updateParagraph', {
    query: z.object({ paragraph_id: z.string() }),
    request: z.object({ content: z.string().max(LIMITS.blogContent).optional() }),
    response: blogSchema,
  }),
  deleteParagraph: def('deleteParagraph', {
    query: z.object({ content_id: z.string() }),
    response: blogs,
  }),

  // 7.3 Enquiries
  createEnquiry: def('createEnquiry', {
    request: z.object({
      fullname: z.string().min(1),
      email,
      phonenumber: z.string().min(1),
      message: z.string().min(1),
      geo_data: geoDataSchema.optional(),
    }),
    response: message,
  }),
  enquiries: def('enquiries', {
    response: z.array(enquirySchema),
  }),
  respondEnquiry: def('respondEnquiry', {
    request: z.object({
      query_id: z.string(),
      email,
      fullname: z.string(),
      response: z.string().min(1).max(LIMITS.longText),
    }),
    response: message,
  }),

  // 7.4 Carousel, counters and promises
  carousel: def('carousel', { response: carousel }),
  createCarousel: def('createCarousel', {
    request: z.object({ index: z.coerce.number() }),
    response: carousel,
  }),
  updateCarousel: def('updateCarousel', {
    request: z.object({ index: z.coerce.number() }),
    response: carousel,
  }),
  deleteCarousel: def('deleteCarousel', {
    query: z.object({ id: z.string() }),
    response: carousel,
  }),
  counters: def('counters', {
    response: z.object({ data: z.array(counterSchema) }),
  }),
  createCounter: def('createCounter', {
    request: z.object({ title: z.string().min(1), content: z.coerce.number() }),
    response: z.object({ data: z.array(counterSchema) }),
  }),
  updateCounter: def('updateCounter', {
    request: z.object({ id: z.string(), title: z.string().min(1), content: z.coerce.number() }),
    response: z.object({ data: z.array(counterSchema) }),
  }),
  promises: def('promises', {
    response: z.object({ data: z.array(promiseSchema) }),
  }),
  createPromise: def('createPromise', {
    request: z.object({ title: z.string().min(1), content: z.string().min(1) }),
    response: z.object({ data: z.array(promiseSchema) }),
  }),
  updatePromise: def('updatePromise', {
    request: z.object({ id: z.string(), title: z.string().min(1), content: z.string().min(1) }),
    response: z.object({ data: z.array(promiseSchema) }),
  }),

  // Operations
  health: def('health', { response: healthSchema }),
} satisfies Record<CallName, CallSchemas>;

export type Calls = typeof calls;
export type { CallName };
/** What a call answers, as the client sees it. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
/** The fields a call takes in its JSON or multipart body. */
export type CallRequest<N extends CallName> = Calls[N] extends { request: z.ZodObject }
  ? z.input<Calls[N]['request']>
  : never;
