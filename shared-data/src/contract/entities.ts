import { z } from 'zod';

/** SPEC §9: the only limits the product states. */
export const LIMITS = {
  longText: 5000,
  blogContent: 1000,
  accountImages: 3,
  otpDigits: 6,
  otpMinutes: 30,
} as const;

export const STAFF_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export const CONTENT_TYPES = ['paragraph', 'list', 'subtitle'] as const;

export const staffStatusSchema = z.enum(STAFF_STATUSES);
export const contentTypeSchema = z.enum(CONTENT_TYPES);

/** Every 4xx/5xx body of the API. */
export const errorBodySchema = z.object({ status: z.number().int(), msg: z.string() });

export const userSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.email(),
  avatar: z.string().nullable(),
  background: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  isDoctor: z.boolean(),
  isAdmin: z.boolean(),
  rank: z.string(),
  status: staffStatusSchema,
  role: z.string(),
});

export const doctorSchema = userSchema.pick({
  _id: true,
  avatar: true,
  fullname: true,
  role: true,
  description: true,
  background: true,
});

export const paragraphSchema = z.object({
  paragraph_id: z.string(),
  blog_id: z.string(),
  content_type: contentTypeSchema,
  content: z.string().max(LIMITS.blogContent).nullable(),
  image: z.string().nullable(),
});

export const blogSchema = z.object({
  blog_id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  paragraphs: z.array(paragraphSchema),
});

export const carouselItemSchema = z.object({
  id: z.string(),
  _id: z.string(),
  image: z.string(),
  index: z.number(),
});

export const geoDataSchema = z.object({
  ip: z.string().optional(),
  country_name: z.string().optional(),
  country_code: z.string().optional(),
  region: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  flag: z.string().optional(),
  calling_code: z.string().optional(),
  city: z.string().optional(),
  timezone: z.string().optional(),
});

export const enquirySchema = z.object({
  query_id: z.string(),
  fullname: z.string(),
  email: z.email(),
  phonenumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
  geo_data: geoDataSchema.nullable(),
});

export const counterSchema = z.object({ id: z.string(), title: z.string(), content: z.number() });
export const promiseSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
});

/** What the shell reads from /runtime-config.json before it loads any remote. */
export const REMOTE_NAMES = ['public', 'blog', 'auth', 'dashboard'] as const;
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
});

export const healthSchema = z.object({ status: z.literal('ok'), uptime: z.number() });

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type StaffStatus = z.infer<typeof staffStatusSchema>;
export type ContentType = z.infer<typeof contentTypeSchema>;
export type User = z.infer<typeof userSchema>;
export type Doctor = z.infer<typeof doctorSchema>;
export type Paragraph = z.infer<typeof paragraphSchema>;
export type Blog = z.infer<typeof blogSchema>;
export type CarouselItem = z.infer<typeof carouselItemSchema>;
export type GeoData = z.infer<typeof geoDataSchema>;
export type Enquiry = z.infer<typeof enquirySchema>;
export type Counter = z.infer<typeof counterSchema>;
export type PromiseCard = z.infer<typeof promiseSchema>;
export type RemoteName = z.infer<typeof remoteNameSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type Health = z.infer<typeof healthSchema>;
