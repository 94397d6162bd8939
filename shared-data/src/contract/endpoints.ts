/**
 * Where each call of SPEC §7 goes: method, path relative to the API base, who may make it,
 * and how its body travels. Plain data with no zod, so the browser's client can import it
 * without pulling the schema library into the page.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base; `{name}` marks a path parameter. */
  path: string;
  auth: 'none' | 'bearer';
  body: 'none' | 'json' | 'multipart';
  /** SPEC §8.1: the one-time-code and reset calls word the no-response notice differently. */
  noResponseMessage?: 'not-processed';
}

export const endpoints = {
  // 7.1 Accounts
  signIn: { method: 'POST', path: 'auth/signin/staff', auth: 'none', body: 'json' },
  register: { method: 'POST', path: 'auth/register/staff', auth: 'none', body: 'multipart' },
  currentUser: { method: 'GET', path: 'auth/staff/account', auth: 'bearer', body: 'none' },
  staffList: { method: 'GET', path: 'auth/staff/', auth: 'none', body: 'none' },
  addStaff: { method: 'POST', path: 'auth/add/staff', auth: 'bearer', body: 'multipart' },
  doctors: { method: 'GET', path: 'auth/doctors', auth: 'none', body: 'none' },
  updateStaff: { method: 'PUT', path: 'auth/staff/{email}', auth: 'bearer', body: 'json' },
  updateAccount: { method: 'PUT', path: 'auth/account/{email}', auth: 'bearer', body: 'multipart' },
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
  createBlog: { method: 'POST', path: 'blog/create', auth: 'bearer', body: 'multipart' },
  updateBlog: { method: 'PUT', path: 'blog/update', auth: 'bearer', body: 'multipart' },
  deleteBlog: { method: 'DELETE', path: 'blog/delete', auth: 'bearer', body: 'none' },
  createParagraph: {
    method: 'POST',
    path: 'blog/paragraph/create',
    auth: 'bearer',
    body: 'multipart',
  },
  updateParagraph: {
    method: 'PUT',
    path: 'blog/paragraph/update',
    auth: 'bearer',
    body: 'multipart',
  },
  deleteParagraph: {
    method: 'DELETE',
    path: 'blog/paragraph/delete',
    auth: 'bearer',
    body: 'none',
  },
  // 7.3 Enquiries
  createEnquiry: { method: 'POST', path: 'enquiry/create', auth: 'none', body: 'json' },
  enquiries: { method: 'GET', path: 'enquiry/', auth: 'bearer', body: 'none' },
  respondEnquiry: { method: 'POST', path: 'enquiry/respond', auth: 'bearer', body: 'json' },
  // 7.4 Carousel, counters and promises
  carousel: { method: 'GET', path: 'carousel/', auth: 'none', body: 'none' },
  createCarousel: { method: 'POST', path: 'carousel/create', auth: 'bearer', body: 'multipart' },
  updateCarousel: { method: 'PUT', path: 'carousel/update', auth: 'bearer', body: 'multipart' },
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
  },
  updatePromise: {
    method: 'PUT',
    path: 'others/promise/update',
    auth: 'bearer',
    body: 'multipart',
  },
  // Operations
  health: { method: 'GET', path: 'health', auth: 'none', body: 'none' },
} as const satisfies Record<string, Endpoint>;

export type CallName = keyof typeof endpoints;
