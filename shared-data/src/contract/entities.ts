import { z } from 'zod';

export { IMAGE_SIZES, LIMITS, imageTooSmall, pageDepthProblem, type ImageSize } from './limits';

import { runtimeReleasesSchema } from './releases';
import { oneLine } from './text-fields';
import {
  BLOG_POSTS_SLICE,
  BLOG_STATUSES,
  CONTENT_TYPES,
  ENQUIRY_STATES,
  REMOTE_NAMES,
  STAFF_STATUSES,
} from './values';

export {
  BLOG_POSTS_SLICE,
  BLOG_STATUSES,
  CONTENT_TYPES,
  ENQUIRY_STATES,
  REMOTE_NAMES,
  STAFF_STATUSES,
};

export const staffStatusSchema = z.enum(STAFF_STATUSES);
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export const enquiryStateSchema = z.enum(ENQUIRY_STATES);
export const blogStatusSchema = z.enum(BLOG_STATUSES);

/** Every 4xx/5xx body of the API. */
export const errorBodySchema = z.object({ status: z.number().int(), msg: z.string() });

/**
 * An image the server processed: `image` is the URL of its 960 px WebP (or the largest below
 * it), `image_srcset` lists every width for the `srcset` attribute.
 */
const srcset = z.string().nullable();

/**
 * The Kiswahili version of a text staff wrote (docs/behaviour.md#content-in-both-languages):
 * null or absent where there is none, and a Kiswahili page shows the English (`inLocale`).
 */
const swahili = z.string().nullable().optional();

export const userSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.email(),
  avatar: z.string().nullable(),
  avatar_srcset: srcset,
  background: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  isDoctor: z.boolean(),
  isAdmin: z.boolean(),
  rank: z.string(),
  status: staffStatusSchema,
  role: z.string(),
  /** The species a doctor sees (booking's PET_SPECIES); none listed: every species. */
  species: z.array(z.string()).optional(),
});

/** The staff list: email only when an admin asks. */
export const staffMemberSchema = userSchema.extend({ email: z.email().optional() });

export const doctorSchema = userSchema.pick({
  _id: true,
  avatar: true,
  avatar_srcset: true,
  fullname: true,
  role: true,
  description: true,
  background: true,
});

export const paragraphSchema = z.object({
  paragraph_id: z.string(),
  blog_id: z.string(),
  content_type: contentTypeSchema,
  content: z.string().nullable(),
  content_sw: swahili,
  image: z.string().nullable(),
  image_srcset: srcset,
  /** Its place in the blog, from 0 (docs/behaviour.md#blog-calls). */
  order: z.number().int().optional(),
});

export const blogSchema = z.object({
  blog_id: z.string(),
  title: z.string(),
  title_sw: swahili,
  image: z.string().nullable(),
  image_srcset: srcset,
  createdAt: z.string(),
  paragraphs: z.array(paragraphSchema),
});

export const carouselItemSchema = z.object({
  id: z.string(),
  _id: z.string(),
  image: z.string(),
  image_srcset: srcset,
  index: z.number(),
  /** What the slide shows, for those who cannot see it; null or absent: the page names it by place. */
  alt: z.string().nullable().optional(),
  alt_sw: swahili,
});

// What a location lookup answers varies by service: every field is optional, may be null,
// and is bounded so an enquiry cannot carry a novel in its city name. The visitor's browser
// sends it, so it is text a visitor typed: one line each.
const geoText = oneLine(z.string().max(200)).nullish();
export const geoDataSchema = z.object({
  ip: geoText,
  country_name: geoText,
  country_code: geoText,
  region: geoText,
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  flag: oneLine(z.string().max(2000)).nullish(),
  calling_code: geoText,
  city: geoText,
  timezone: geoText,
});

export const enquiryResponseSchema = z.object({
  response: z.string(),
  /** The staff member who answered, by name (null once that account is deleted). */
  responded_by: z.string().nullable(),
  createdAt: z.string(),
});

export const enquirySchema = z.object({
  query_id: z.string(),
  fullname: z.string(),
  email: z.email(),
  phonenumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
  geo_data: geoDataSchema.nullable(),
  responses: z.array(enquiryResponseSchema),
});

export const counterSchema = z.object({
  id: z.string(),
  title: z.string(),
  title_sw: swahili,
  content: z.number(),
});
export const promiseSchema = z.object({
  id: z.string(),
  title: z.string(),
  title_sw: swahili,
  content: z.string(),
  content_sw: swahili,
  image: z.string().nullable(),
  image_srcset: srcset,
});

/** What the shell reads from /runtime-config.json before it loads any remote. */
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  geoLookupUrl: z.string(),
  remotes: z.object({
    public: z.string(),
    blog: z.string(),
    auth: z.string(),
    dashboard: z.string(),
  }),
  /**
   * Which version of each remote this visitor gets (docs/behaviour.md#releases). The server
   * always sends it; the dev servers' runtime config has none.
   */
  releases: runtimeReleasesSchema.optional(),
  /**
   * The share of visits (0 to 1) that report their Web Vitals (VITALS_SAMPLE_RATE,
   * docs/behaviour.md#site-speed). The server always sends it; without it nothing is reported.
   */
  vitalsSampleRate: z.number().min(0).max(1).optional(),
});

export const healthSchema = z.object({
  status: z.literal('ok'),
  uptime: z.number(),
  database: z.enum(['sqlite', 'postgres']),
});

/**
 * One page of a list (docs/behaviour.md#paged-list-calls): its rows, how many rows match in all,
 * and which page of what size this is.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

/** A page of any list, as the client holds it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type StaffStatus = z.infer<typeof staffStatusSchema>;
export type ContentType = z.infer<typeof contentTypeSchema>;
export type BlogStatus = z.infer<typeof blogStatusSchema>;
export type EnquiryState = z.infer<typeof enquiryStateSchema>;
export type User = z.infer<typeof userSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type Doctor = z.infer<typeof doctorSchema>;
export type Paragraph = z.infer<typeof paragraphSchema>;
export type Blog = z.infer<typeof blogSchema>;
export type CarouselItem = z.infer<typeof carouselItemSchema>;
export type GeoData = z.infer<typeof geoDataSchema>;
export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;
export type Counter = z.infer<typeof counterSchema>;
export type PromiseCard = z.infer<typeof promiseSchema>;
export type RemoteName = z.infer<typeof remoteNameSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type Health = z.infer<typeof healthSchema>;
