// Long on purpose: table-driven, every call of the contract made as each kind of caller.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  IMAGE_SIZES,
  RELEASE_BEACON_PATH,
  addClinicDays,
  calls,
  clinicDay,
  endpoints,
  type BookingConfirmation,
  type CallName,
  type Slot,
} from 'shared-data/contract';
import { createTokenService } from '../services/accounts';
import {
  TEST_PASSWORD,
  bearer,
  createTestApi,
  jpeg,
  multipartBody,
  waitForMail,
  type FormPart,
  type TestApi,
} from '../testing/api';
import {
  ADMIN_CALLS,
  CREATED_CALLS,
  DEPLOY_TOKEN_CALLS,
  IMPLEMENTED,
  OWN_OR_ADMIN_CALLS,
  TABLES,
  fillPath,
  type Implemented,
  type PathParams,
} from '../testing/calls';
import { eveningTimes, uniquePhone } from '../testing/booking-times';
import { testDatabaseKinds } from '../testing/database';
import { remoteBuild, writeShellManifest } from '../testing/release-fixture';

type BearerCall = {
  [N in Implemented]: (typeof endpoints)[N]['auth'] extends 'bearer' ? N : never;
}[Implemented];
type PublicCall = Exclude<Implemented, BearerCall>;

const BEARER_CALLS = IMPLEMENTED.filter(
  (name): name is BearerCall => endpoints[name].auth === 'bearer',
);
const PUBLIC_CALLS = IMPLEMENTED.filter(
  (name): name is PublicCall => endpoints[name].auth === 'none',
);

/** Every table of the database: a refused call must leave each one as it was. */

interface ApiRequest {
  method: InjectOptions['method'];
  url: string;
  /** A Cookie header (the refresh call). */
  cookie?: string;
  json?: Record<string, unknown>;
  parts?: FormPart[];
}

/** The call's address from the contract, so the test follows a moved path. */
function urlOf(
  name: CallName,
  query: Record<string, string> = {},
  params: PathParams = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `/api/${fillPath(endpoints[name].path, params)}${search ? `?${search}` : ''}`;
}

const isAdminCall = (name: CallName) => (ADMIN_CALLS as readonly CallName[]).includes(name);
const takesDeployToken = (name: CallName) =>
  (DEPLOY_TOKEN_CALLS as readonly CallName[]).includes(name);
const successOf = (name: CallName) =>
  (CREATED_CALLS as readonly CallName[]).includes(name) ? 201 : 200;
type OwnOrAdminCall = (typeof OWN_OR_ADMIN_CALLS)[number];

function requestOf(
  name: CallName,
  body: {
    query?: Record<string, string>;
    json?: Record<string, unknown>;
    parts?: FormPart[];
    email?: string;
    id?: string;
    token?: string;
    params?: Omit<PathParams, 'email' | 'token'>;
  } = {},
): ApiRequest {
  const params: PathParams = { ...body.params };
  if (body.email !== undefined) params.email = body.email;
  if (body.id !== undefined) params.id = body.id;
  if (body.token !== undefined) params.token = body.token;
  return {
    method: endpoints[name].method,
    url: urlOf(name, body.query, params),
    ...(body.json ? { json: body.json } : {}),
    ...(body.parts ? { parts: body.parts } : {}),
  };
}

const text = (name: string, value: string): FormPart => ({ name, value });

/** The answer as the call's response schema reads it: JSON, or the text of a page (a preview). */
const answerOf = (res: LightMyRequestResponse): unknown =>
  /^application\/json/.test(String(res.headers['content-type'])) ? res.json() : res.body;

let sequence = 0;
const unique = (label: string) => {
  sequence += 1;
  return `${label} ${sequence}`;
};
/** A past day no seeded holiday is on (inside the API's years), another each time. */
let holidays = 0;
const holidayDate = () => addClinicDays('2001-01-01', (holidays += 1));

describe.each(testDatabaseKinds())('permissions on %s', (kind) => {
  let api: TestApi;
  let image: Buffer;
  // A carousel slide takes nothing smaller than the slide box.
  let slide: Buffer;
  let staff: { id: string; email: string; token: string };
  let admin: { id: string; email: string; token: string };
  let doctor: { id: string; email: string; token: string };
  let pending: { token: string };
  let suspended: { token: string };
  let deleted: { token: string };
  // Deploy tokens: one for the blog (the remote the release requests name), one for another
  // remote, one revoked.
  let blogToken: string;
  let dashboardToken: string;
  let revokedToken: string;

  function send(request: ApiRequest, given: Record<string, string>) {
    const headers = request.cookie ? { ...given, cookie: request.cookie } : given;
    if (request.parts) {
      const form = multipartBody(request.parts);
      return api.app.inject({
        method: request.method,
        url: request.url,
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
    }
    return api.app.inject({
      method: request.method,
      url: request.url,
      ...(request.json ? { payload: request.json } : {}),
      headers,
    });
  }

  /** Makes the call as ACTIVE staff (or with that token) and answers its JSON, failing on anything but a 2xx. */
  async function asStaff<T>(request: ApiRequest, token = staff.token): Promise<T> {
    const res = await send(request, token ? bearer(token) : {});
    if (res.statusCode >= 300) {
      throw new Error(`${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
    }
    return res.json<T>();
  }

  // Phone bookings go in the evenings, online ones take the doctor's free slots.
  const handedOut = new Set<string>();
  const eveningTime = eveningTimes();
  async function freeSlot(): Promise<string> {
    const today = clinicDay();
    const slots = await asStaff<Slot[]>(
      requestOf('appointmentSlots', {
        query: {
          type: 'vaccination',
          doctor: doctor.id,
          from: today,
          to: addClinicDays(today, 20),
        },
      }),
    );
    const slot = slots.find((s) => !handedOut.has(s.start));
    if (!slot) throw new Error('no free slot left');
    handedOut.add(slot.start);
    return slot.start;
  }
  const phone = uniquePhone;
  const client = { fullname: 'Amina Client', pet_name: 'Simba', species: 'Dog' };

  const imagePart = (value = image): FormPart => ({
    name: 'image',
    value,
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
  });

  // Real rows for the calls to work on.
  let people = 0;
  const fixtures = {
    /** A request made from the privacy page, waiting for an answer. */
    async privacyRequest(): Promise<string> {
      people += 1;
      const id = `request-${people}`;
      await api.database.db
        .insertInto('privacy_requests')
        .values({
          id,
          contact: `person${people}@example.com`,
          contact_key: `key-${people}`,
          message: 'Please call me about my data',
          created_at: new Date().toISOString(),
          due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        })
        .execute();
      return id;
    },
    /** A person with an enquiry, and the check a right code gave them. */
    async privacyCheck(): Promise<{ contact: string; check: string }> {
      people += 1;
      const contact = `person${people}@example.com`;
      await asStaff(
        requestOf('createEnquiry', {
          json: { fullname: 'A Person', email: contact, phonenumber: phone(), message: 'Hello' },
        }),
        '',
      );
      await asStaff(requestOf('privacyCode', { json: { contact } }), '');
      const mail = await waitForMail(api.database.dataDir, contact, /code to see your data/);
      const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
      const answer = await asStaff<{ check: string }>(
        requestOf('privacyExport', { json: { contact, code } }),
        '',
      );
      return { contact, check: answer.check };
    },
    async blog(): Promise<string> {
      const blog = await asStaff<{ blog_id: string }>(
        requestOf('createBlog', { parts: [text('title', unique('Blog')), imagePart()] }),
      );
      return blog.blog_id;
    },
    /** A published blog with unpublished changes (its pending version). */
    async pendingBlog(): Promise<string> {
      const blogId = await fixtures.blog();
      await asStaff(
        requestOf('saveBlogBlocks', {
          params: { blog_id: blogId },
          parts: [
            text('title', unique('Changed blog')),
            text('blocks', JSON.stringify([{ content_type: 'paragraph', content: 'New advice.' }])),
          ],
        }),
      );
      return blogId;
    },
    /** A blog and the revision its publication kept (a blog made without a status is published). */
    async revision(): Promise<{ blog_id: string; revision_id: string }> {
      const blogId = await fixtures.blog();
      const [revision] = await asStaff<{ revision_id: string }[]>(
        requestOf('blogRevisions', { params: { blog_id: blogId } }),
      );
      if (!revision) throw new Error('no revision kept');
      return { blog_id: blogId, revision_id: revision.revision_id };
    },
    async paragraph(): Promise<string> {
      const blogId = await fixtures.blog();
      const blog = await asStaff<{ paragraphs: { paragraph_id: string }[] }>(
        requestOf('createParagraph', {
          parts: [text('blog_id', blogId), text('content', unique('Paragraph'))],
        }),
      );
      const [paragraph] = blog.paragraphs;
      if (!paragraph) throw new Error('no paragraph created');
      return paragraph.paragraph_id;
    },
    async carousel(): Promise<{ id: string; index: number }> {
      sequence += 1;
      const index = sequence;
      const items = await asStaff<{ id: string; index: number }[]>(
        requestOf('createCarousel', { parts: [text('index', String(index)), imagePart(slide)] }),
      );
      const item = items.find((i) => i.index === index);
      if (!item) throw new Error('no carousel item created');
      return item;
    },
    async enquiry(): Promise<string> {
      const message = unique('Do you treat tortoises?');
      const created = await send(
        requestOf('createEnquiry', {
          json: {
            fullname: 'Jane Client',
            email: 'jane@example.com',
            phonenumber: '+254 700 000000',
            message,
          },
        }),
        {},
      );
      expect(created.statusCode).toBe(200);
      const list = await asStaff<{ query_id: string; message: string }[]>(requestOf('enquiries'));
      const enquiry = list.find((e) => e.message === message);
      if (!enquiry) throw new Error('no enquiry created');
      return enquiry.query_id;
    },
    async counter(): Promise<string> {
      const title = unique('Pets treated');
      const { data } = await asStaff<{ data: { id: string; title: string }[] }>(
        requestOf('createCounter', { json: { title, content: 10 } }),
      );
      const counter = data.find((c) => c.title === title);
      if (!counter) throw new Error('no counter created');
      return counter.id;
    },
    /** A new version of the blog, registered as an administrator (live, canary or neither). */
    async version(target: 'live' | 'canary' | 'none' = 'none'): Promise<string> {
      const files = remoteBuild(unique('Blog build')).map((file) => ({
        path: file.path,
        data: file.bytes.toString('base64'),
      }));
      const res = await send(
        requestOf('releaseUpload', {
          json: { files, target, ...(target === 'canary' ? { percent: 10 } : {}) },
        }),
        bearer(admin.token),
      );
      if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return res.json<{ version: string }>().version;
    },
    /** A booking taken by phone, with its id. */
    async booking(): Promise<string> {
      const booked = await asStaff<{ id: string }>(
        requestOf('createPhoneAppointment', {
          json: {
            ...client,
            type: 'vaccination',
            start: eveningTime(),
            doctor_id: doctor.id,
            phonenumber: phone(),
          },
        }),
      );
      return booked.id;
    },
    /** An online booking's manage token. */
    async manageToken(): Promise<string> {
      const booked = await asStaff<BookingConfirmation>(
        requestOf('createAppointment', {
          json: {
            ...client,
            type: 'vaccination',
            start: await freeSlot(),
            doctor_id: doctor.id,
            phonenumber: phone(),
            email: 'amina@example.com',
          },
        }),
        '',
      );
      return booked.manage_url.split('/').at(-1) ?? '';
    },
    /** Time off for that doctor, added by an administrator. */
    async timeOff(doctorId: string): Promise<string> {
      const day = addClinicDays(clinicDay(), 40);
      const entry = await asStaff<{ id: string }>(
        requestOf('addTimeOff', {
          json: {
            doctor_id: doctorId,
            start: `${day}T08:00:00+03:00`,
            end: `${day}T12:00:00+03:00`,
            reason: unique('Training'),
          },
        }),
        admin.token,
      );
      return entry.id;
    },
    async type(): Promise<string> {
      const type = await asStaff<{ id: string }>(
        requestOf('createAppointmentType', { json: { name: unique('Grooming'), minutes: 30 } }),
        admin.token,
      );
      return type.id;
    },
    async holiday(): Promise<string> {
      const holiday = await asStaff<{ id: string }>(
        requestOf('createHoliday', { json: { date: holidayDate(), name: unique('Rest day') } }),
        admin.token,
      );
      return holiday.id;
    },
    async promise(): Promise<string> {
      const title = unique('Care');
      const { data } = await asStaff<{ data: { id: string; title: string }[] }>(
        requestOf('createPromise', { parts: [text('title', title)] }),
      );
      const promise = data.find((p) => p.title === title);
      if (!promise) throw new Error('no promise created');
      return promise.id;
    },
  };

  /** A minimal valid request for each bearer call; a new bearer call fails to compile here. */
  const BEARER_REQUESTS: Record<BearerCall, () => Promise<ApiRequest>> = {
    currentUser: async () => requestOf('currentUser'),
    addStaff: async () =>
      requestOf('addStaff', {
        parts: [
          text('email', `${unique('added').replace(' ', '-')}@example.com`),
          text('fullname', 'Added Member'),
          text('role', 'Animal Health Assistant'),
        ],
      }),
    updateStaff: async () =>
      requestOf('updateStaff', {
        email: (await api.account()).email,
        json: { role: unique('Clinic Manager') },
      }),
    deleteStaff: async () =>
      requestOf('deleteStaff', { json: { email: (await api.account()).email } }),
    updateAccount: async () =>
      requestOf('updateAccount', {
        email: staff.email,
        parts: [text('fullname', unique('Renamed'))],
      }),
    createBlog: async () =>
      requestOf('createBlog', { parts: [text('title', unique('New blog')), imagePart()] }),
    updateBlog: async () =>
      requestOf('updateBlog', {
        query: { blog_id: await fixtures.blog() },
        parts: [text('title', unique('Renamed'))],
      }),
    deleteBlog: async () => requestOf('deleteBlog', { query: { blog_id: await fixtures.blog() } }),
    createParagraph: async () =>
      requestOf('createParagraph', {
        parts: [text('blog_id', await fixtures.blog()), text('content', 'Vaccinate yearly.')],
      }),
    updateParagraph: async () =>
      requestOf('updateParagraph', {
        query: { paragraph_id: await fixtures.paragraph() },
        parts: [text('content', 'Vaccinate twice a year.')],
      }),
    deleteParagraph: async () =>
      requestOf('deleteParagraph', { query: { content_id: await fixtures.paragraph() } }),
    enquiries: async () => requestOf('enquiries'),
    enquiryPage: async () => requestOf('enquiryPage', { query: { status: 'awaiting' } }),
    staffPage: async () => requestOf('staffPage', { query: { q: 'example.com' } }),
    blogPage: async () => requestOf('blogPage', { query: { status: 'published' } }),
    managedBlog: async () =>
      requestOf('managedBlog', { params: { blog_id: await fixtures.blog() } }),
    saveBlogBlocks: async () =>
      requestOf('saveBlogBlocks', {
        params: { blog_id: await fixtures.blog() },
        parts: [
          text('title', unique('Saved blog')),
          text('blocks', JSON.stringify([{ content_type: 'subtitle', content: 'Worming' }])),
        ],
      }),
    publishBlog: async () =>
      requestOf('publishBlog', { params: { blog_id: await fixtures.pendingBlog() } }),
    discardBlogChanges: async () =>
      requestOf('discardBlogChanges', { params: { blog_id: await fixtures.pendingBlog() } }),
    blogRevisions: async () =>
      requestOf('blogRevisions', { params: { blog_id: await fixtures.blog() } }),
    restoreBlogRevision: async () =>
      requestOf('restoreBlogRevision', { params: await fixtures.revision() }),
    blogPreview: async () =>
      requestOf('blogPreview', { params: { blog_id: await fixtures.pendingBlog() } }),
    respondEnquiry: async () =>
      requestOf('respondEnquiry', {
        json: { query_id: await fixtures.enquiry(), response: 'Yes, we do.' },
      }),
    createCarousel: async () => {
      sequence += 1;
      return requestOf('createCarousel', {
        parts: [text('index', String(sequence)), imagePart(slide)],
      });
    },
    updateCarousel: async () => {
      const item = await fixtures.carousel();
      return requestOf('updateCarousel', {
        parts: [text('index', String(item.index)), imagePart(slide)],
      });
    },
    deleteCarousel: async () =>
      requestOf('deleteCarousel', { query: { id: (await fixtures.carousel()).id } }),
    createCounter: async () =>
      requestOf('createCounter', { json: { title: unique('Farms visited'), content: 3 } }),
    updateCounter: async () =>
      requestOf('updateCounter', {
        json: { id: await fixtures.counter(), title: 'Farms visited', content: 4 },
      }),
    createPromise: async () =>
      requestOf('createPromise', { parts: [text('title', unique('Honest advice'))] }),
    updatePromise: async () =>
      requestOf('updatePromise', {
        parts: [text('id', await fixtures.promise()), text('title', 'Honest advice, always')],
      }),
    releaseOverview: async () => requestOf('releaseOverview'),
    remoteReleases: async () => requestOf('remoteReleases'),
    releaseUpload: async () =>
      requestOf('releaseUpload', {
        json: {
          files: remoteBuild(unique('Uploaded build')).map((file) => ({
            path: file.path,
            data: file.bytes.toString('base64'),
          })),
        },
      }),
    releaseCanary: async () =>
      requestOf('releaseCanary', { json: { version: await fixtures.version(), percent: 25 } }),
    releasePromote: async () => {
      await fixtures.version('canary');
      return requestOf('releasePromote');
    },
    releaseRollback: async () =>
      requestOf('releaseRollback', { json: { version: await fixtures.version() } }),
    releaseWithdraw: async () => {
      await fixtures.version('canary');
      return requestOf('releaseWithdraw');
    },
    releasePreview: async () =>
      requestOf('releasePreview', { params: { version: await fixtures.version() } }),
    deployTokens: async () => requestOf('deployTokens'),
    createDeployToken: async () =>
      requestOf('createDeployToken', { json: { remote: 'blog', label: unique('CI') } }),
    revokeDeployToken: async () => {
      const made = await api.app.deployTokens.createFromConsole('blog', unique('old CI'));
      return requestOf('revokeDeployToken', { params: { id: made.token.id } });
    },
    staffAppointments: async () =>
      requestOf('staffAppointments', {
        query: { from: clinicDay(), to: addClinicDays(clinicDay(), 6) },
      }),
    appointmentChanges: async () => requestOf('appointmentChanges', { query: { since: '0' } }),
    appointmentSummary: async () => requestOf('appointmentSummary'),
    createPhoneAppointment: async () =>
      requestOf('createPhoneAppointment', {
        json: {
          ...client,
          type: 'vaccination',
          start: eveningTime(),
          doctor_id: doctor.id,
          phonenumber: phone(),
        },
      }),
    setAppointmentStatus: async () =>
      requestOf('setAppointmentStatus', {
        id: await fixtures.booking(),
        json: { status: 'arrived' },
      }),
    moveAppointment: async () =>
      requestOf('moveAppointment', {
        id: await fixtures.booking(),
        json: { start: eveningTime(), message: 'The doctor is away that morning' },
      }),
    cancelAppointment: async () =>
      requestOf('cancelAppointment', {
        id: await fixtures.booking(),
        json: { message: 'The clinic is closed that day' },
      }),
    workingHours: async () => requestOf('workingHours'),
    setWorkingHours: async () =>
      requestOf('setWorkingHours', {
        json: {
          hours: [{ weekday: 1, start: '08:00', end: '13:00' }],
        },
      }),
    timeOff: async () => requestOf('timeOff'),
    addTimeOff: async () => {
      const day = addClinicDays(clinicDay(), 45);
      return requestOf('addTimeOff', {
        json: { start: `${day}T08:00:00+03:00`, end: `${day}T17:00:00+03:00`, reason: 'Leave' },
      });
    },
    deleteTimeOff: async () => requestOf('deleteTimeOff', { id: await fixtures.timeOff(staff.id) }),
    staffAppointmentTypes: async () => requestOf('staffAppointmentTypes'),
    createAppointmentType: async () =>
      requestOf('createAppointmentType', {
        json: { name: unique('Nail clipping'), minutes: 15, doctor_ids: [doctor.id] },
      }),
    updateAppointmentType: async () =>
      requestOf('updateAppointmentType', {
        id: await fixtures.type(),
        json: { name: unique('Renamed type'), minutes: 45 },
      }),
    deleteAppointmentType: async () =>
      requestOf('deleteAppointmentType', { id: await fixtures.type() }),
    createHoliday: async () =>
      requestOf('createHoliday', { json: { date: holidayDate(), name: unique('Rest day') } }),
    updateHoliday: async () =>
      requestOf('updateHoliday', {
        id: await fixtures.holiday(),
        json: { name: unique('Renamed holiday') },
      }),
    deleteHoliday: async () => requestOf('deleteHoliday', { id: await fixtures.holiday() }),
    vitalsSummary: async () => requestOf('vitalsSummary'),
    audit: async () => requestOf('audit'),
    auditActors: async () => requestOf('auditActors'),
    privacyRequests: async () => requestOf('privacyRequests'),
    answerPrivacyRequest: async () =>
      requestOf('answerPrivacyRequest', { id: await fixtures.privacyRequest() }),
    privacyLookup: async () =>
      requestOf('privacyLookup', { json: { contact: 'john@example.com' } }),
  };

  /** The own-or-admin calls, made about another doctor's schedule. */
  const OTHERS_REQUESTS: Record<OwnOrAdminCall, () => Promise<ApiRequest>> = {
    setWorkingHours: async () =>
      requestOf('setWorkingHours', {
        json: {
          doctor_id: doctor.id,
          hours: [{ weekday: 2, start: '09:00', end: '13:00' }],
        },
      }),
    addTimeOff: async () => {
      const day = addClinicDays(clinicDay(), 50);
      return requestOf('addTimeOff', {
        json: {
          doctor_id: doctor.id,
          start: `${day}T08:00:00+03:00`,
          end: `${day}T17:00:00+03:00`,
          reason: unique('Conference'),
        },
      });
    },
    deleteTimeOff: async () =>
      requestOf('deleteTimeOff', { id: await fixtures.timeOff(doctor.id) }),
  };

  /** The public calls, made without a token. */
  const PUBLIC_REQUESTS: Record<PublicCall, () => ApiRequest | Promise<ApiRequest>> = {
    signIn: () => requestOf('signIn', { json: { email: staff.email, password: TEST_PASSWORD } }),
    register: () =>
      requestOf('register', {
        parts: [
          text('email', `${unique('new').replace(' ', '-')}@example.com`),
          text('fullname', 'New Person'),
          text('password', 'a long enough password'),
        ],
      }),
    requestOtp: () => requestOf('requestOtp', { json: { email: staff.email } }),
    resetPassword: async () => {
      const member = await api.account();
      const code = await api.app.services.otp.issue(api.database.db, member.id);
      return requestOf('resetPassword', {
        json: { email: member.email, otp_code: code, password: 'a brand new password' },
      });
    },
    logout: () => requestOf('logout', { json: {} }),
    refreshToken: async () => {
      const res = await send(
        requestOf('signIn', { json: { email: staff.email, password: TEST_PASSWORD } }),
        {},
      );
      const cookie = res.cookies.find((c) => c.name === 'refresh_token');
      return { ...requestOf('refreshToken'), cookie: `refresh_token=${cookie?.value ?? ''}` };
    },
    staffList: () => requestOf('staffList'),
    doctors: () => requestOf('doctors'),
    blogs: () => requestOf('blogs'),
    blog: async () => requestOf('blog', { params: { blog_id: await fixtures.blog() } }),
    createEnquiry: () =>
      requestOf('createEnquiry', {
        json: {
          fullname: 'John Farmer',
          email: 'john@example.com',
          phonenumber: '0712 345 678',
          message: 'My cow is limping.',
        },
      }),
    carousel: () => requestOf('carousel'),
    counters: () => requestOf('counters'),
    promises: () => requestOf('promises'),
    health: () => requestOf('health'),
    appointmentTypes: () => requestOf('appointmentTypes'),
    appointmentDoctors: () => requestOf('appointmentDoctors', { query: { type: 'vaccination' } }),
    appointmentSlots: () =>
      requestOf('appointmentSlots', {
        query: { type: 'consultation', from: clinicDay(), to: addClinicDays(clinicDay(), 30) },
      }),
    nextFreeSlot: () => requestOf('nextFreeSlot', { query: { type: 'dental-cleaning' } }),
    holidays: () => requestOf('holidays', { query: { from: '2026-01-01', to: '2027-12-31' } }),
    createAppointment: async () =>
      requestOf('createAppointment', {
        json: {
          ...client,
          type: 'vaccination',
          start: await freeSlot(),
          phonenumber: phone(),
          email: 'visitor@example.com',
        },
      }),
    managedAppointment: async () =>
      requestOf('managedAppointment', { token: await fixtures.manageToken() }),
    cancelManagedAppointment: async () =>
      requestOf('cancelManagedAppointment', { token: await fixtures.manageToken() }),
    moveManagedAppointment: async () => {
      const token = await fixtures.manageToken();
      return requestOf('moveManagedAppointment', { token, json: { start: await freeSlot() } });
    },
    setManagedConsent: async () =>
      requestOf('setManagedConsent', {
        token: await fixtures.manageToken(),
        json: { remind_vaccinations: true },
      }),
    privacyNotice: () => requestOf('privacyNotice'),
    privacyCode: () => requestOf('privacyCode', { json: { contact: 'john@example.com' } }),
    privacyExport: async () => requestOf('privacyExport', { json: await fixtures.privacyCheck() }),
    privacyCorrect: async () =>
      requestOf('privacyCorrect', {
        json: { ...(await fixtures.privacyCheck()), fullname: 'A Person Corrected' },
      }),
    privacyErase: async () => requestOf('privacyErase', { json: await fixtures.privacyCheck() }),
    privacyWithdraw: async () =>
      requestOf('privacyWithdraw', { json: await fixtures.privacyCheck() }),
    privacyRequest: async () =>
      requestOf('privacyRequest', {
        json: { ...(await fixtures.privacyCheck()), message: 'Please call me' },
      }),
    reportVitals: () =>
      requestOf('reportVitals', {
        json: { events: [{ route: '/blogs/:blog_id', metric: 'LCP', value: 1800 }] },
      }),
  };

  /** Every row of every table, and the files the server wrote. */
  async function snapshot(): Promise<Record<string, string[]>> {
    // An enquiry made by an earlier step is acknowledged after its answer: that mail and its
    // counters are no part of the call under test.
    await api.app.services.enquiries.acknowledgementsSettled();
    const state: Record<string, string[]> = {};
    for (const table of TABLES) {
      const rows = await api.database.db.selectFrom(table).selectAll().execute();
      state[table] = rows
        .map((row) => {
          // A deploy token's use is noted even when the call it made is then refused.
          if (table === 'deploy_tokens') return JSON.stringify({ ...row, last_used_at: null });
          return JSON.stringify(row);
        })
        // The background jobs' claims (activity log and data retention) come on their own time.
        .filter((row) => !/"key":"(audit_prune_at|retention_at)"/.test(row))
        .sort();
    }
    for (const dir of ['uploads', 'outbox']) {
      const full = path.join(api.database.dataDir, dir);
      state[`${dir}/`] = existsSync(full) ? readdirSync(full).sort() : [];
    }
    return state;
  }

  beforeAll(async () => {
    api = await createTestApi(kind);
    image = await jpeg(64, 48);
    slide = await jpeg(IMAGE_SIZES.carousel.width, IMAGE_SIZES.carousel.height);
    staff = await api.account();
    admin = await api.account({ isAdmin: true });
    doctor = await api.account({ isDoctor: true });
    pending = await api.account({ status: 'PENDING' });
    suspended = await api.account({ status: 'SUSPENDED' });
    const gone = await api.account();
    await api.database.db.deleteFrom('staff').where('id', '=', gone.id).execute();
    deleted = gone;
    // The compatibility gate reads the live shell's manifest from SITE_ROOT.
    writeShellManifest(api.database.dataDir);
    blogToken = (await api.app.deployTokens.createFromConsole('blog', 'blog CI')).secret;
    dashboardToken = (await api.app.deployTokens.createFromConsole('dashboard', 'dash CI')).secret;
    const revoked = await api.app.deployTokens.createFromConsole('blog', 'old blog CI');
    revokedToken = revoked.secret;
    const res = await send(
      requestOf('revokeDeployToken', { params: { id: revoked.token.id } }),
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('derives the bearer calls from the contract', () => {
    expect(BEARER_CALLS.length).toBeGreaterThan(0);
    expect(BEARER_CALLS).toEqual(
      expect.arrayContaining(['createBlog', 'enquiries', 'deleteCarousel', 'currentUser']),
    );
    expect(BEARER_CALLS).not.toContain('blogs');
    expect(Object.keys(BEARER_REQUESTS).sort()).toEqual([...BEARER_CALLS].sort());
    expect(Object.keys(PUBLIC_REQUESTS).sort()).toEqual([...PUBLIC_CALLS].sort());
  });

  interface Refusal {
    status: 401 | 403;
    msg: RegExp;
    /** Sends the request with this refusal's credentials. */
    attempt(request: ApiRequest): Promise<LightMyRequestResponse>;
  }

  const withHeaders =
    (headers: () => Record<string, string>) =>
    (request: ApiRequest): Promise<LightMyRequestResponse> =>
      send(request, headers());

  const REFUSALS: [string, Refusal][] = [
    ['no token', { status: 401, msg: /sign in/i, attempt: withHeaders(() => ({})) }],
    [
      'a malformed token',
      { status: 401, msg: /not valid/i, attempt: withHeaders(() => bearer('abc')) },
    ],
    [
      'a token without the Bearer scheme',
      {
        status: 401,
        msg: /not valid/i,
        attempt: withHeaders(() => ({ authorization: staff.token })),
      },
    ],
    [
      'a token signed with another secret',
      {
        status: 401,
        msg: /not valid/i,
        attempt: withHeaders(() =>
          bearer(createTokenService('another secret, not the server one').sign(staff.id)),
        ),
      },
    ],
    [
      'an unsigned token (alg none)',
      {
        status: 401,
        msg: /not valid/i,
        attempt: withHeaders(() => {
          const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
          const exp = Math.floor(Date.now() / 1000) + 600;
          return bearer(
            `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: staff.id, iss: 'vetportal', exp })}.`,
          );
        }),
      },
    ],
    [
      'an expired token',
      {
        status: 401,
        msg: /session has expired/i,
        async attempt(request) {
          api.advance(16 * 60_000);
          try {
            return await send(request, bearer(staff.token));
          } finally {
            api.advance(-16 * 60_000);
          }
        },
      },
    ],
    [
      'a PENDING account',
      {
        status: 403,
        msg: /waiting for an administrator to activate/i,
        attempt: withHeaders(() => bearer(pending.token)),
      },
    ],
    [
      'a SUSPENDED account',
      { status: 403, msg: /suspended/i, attempt: withHeaders(() => bearer(suspended.token)) },
    ],
    [
      'an account deleted after signing in',
      { status: 401, msg: /no longer exists/i, attempt: withHeaders(() => bearer(deleted.token)) },
    ],
  ];

  describe.each(BEARER_CALLS)('%s', (name) => {
    it.each(REFUSALS)('refuses %s and changes nothing', async (_label, refusal) => {
      const request = await BEARER_REQUESTS[name]();
      const before = await snapshot();

      const res = await refusal.attempt(request);

      expect(res.statusCode).toBe(refusal.status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<{ status: number; msg: string }>();
      expect(body).toEqual({ status: refusal.status, msg: expect.stringMatching(refusal.msg) });
      if (refusal.status === 401) {
        expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      } else {
        expect(res.headers['www-authenticate']).toBeUndefined();
      }
      expect(await snapshot()).toEqual(before);
    });

    if (isAdminCall(name)) {
      it('refuses ACTIVE staff who are not admins, and changes nothing', async () => {
        const request = await BEARER_REQUESTS[name]();
        const before = await snapshot();
        const res = await send(request, bearer(staff.token));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 403, msg: expect.stringMatching(/administrator/) });
        expect(await snapshot()).toEqual(before);
      });
    }

    if ((OWN_OR_ADMIN_CALLS as readonly CallName[]).includes(name)) {
      const others = OTHERS_REQUESTS[name as OwnOrAdminCall];
      it("refuses ACTIVE staff about another doctor's schedule, and changes nothing", async () => {
        const request = await others();
        const before = await snapshot();
        const res = await send(request, bearer(staff.token));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 403, msg: expect.stringMatching(/administrator/) });
        expect(await snapshot()).toEqual(before);
      });
      it("lets an admin change another doctor's schedule", async () => {
        const request = await others();
        const before = await snapshot();
        const res = await send(request, bearer(admin.token));
        expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
        expect(calls[name].response.safeParse(answerOf(res)).success).toBe(true);
        expect(await snapshot()).not.toEqual(before);
      });
      it('lets the doctor change their own schedule', async () => {
        const request = await others();
        const res = await send(request, bearer(doctor.token));
        expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
      });
    }

    it(`lets ${isAdminCall(name) ? 'an admin' : 'ACTIVE staff'} make it`, async () => {
      const request = await BEARER_REQUESTS[name]();
      const before = await snapshot();
      const res = await send(request, bearer(isAdminCall(name) ? admin.token : staff.token));
      // The body is in the pair so a failure shows why.
      expect([res.statusCode, res.body]).toEqual([successOf(name), expect.any(String)]);
      expect(calls[name].response.safeParse(answerOf(res)).success).toBe(true);
      // The snapshot sees what a call changes, so "changes nothing" above means something.
      if (request.method !== 'GET') expect(await snapshot()).not.toEqual(before);
    });
  });

  describe.each(BEARER_CALLS.filter((name) => takesDeployToken(name)))(
    '%s with a deploy token',
    (name) => {
      it('lets the token for that remote make it', async () => {
        const request = await BEARER_REQUESTS[name]();
        const before = await snapshot();
        const res = await send(request, bearer(blogToken));
        expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
        expect(calls[name].response.safeParse(answerOf(res)).success).toBe(true);
        if (request.method !== 'GET') expect(await snapshot()).not.toEqual(before);
      });

      it('refuses the token for another remote, naming both, and changes nothing', async () => {
        const request = await BEARER_REQUESTS[name]();
        const before = await snapshot();
        const res = await send(request, bearer(dashboardToken));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          status: 403,
          msg: expect.stringMatching(/dashboard remote.*blog remote/),
        });
        expect(await snapshot()).toEqual(before);
      });

      it.each([
        ['a revoked token', () => revokedToken, /revoked/],
        ['an unknown token', () => `vpd_${'x'.repeat(43)}`, /not valid/],
      ])('refuses %s with 401 and changes nothing', async (_label, token, msg) => {
        const request = await BEARER_REQUESTS[name]();
        const before = await snapshot();
        const res = await send(request, bearer(token()));
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
        expect(res.json()).toEqual({ status: 401, msg: expect.stringMatching(msg) });
        expect(await snapshot()).toEqual(before);
      });
    },
  );

  it.each(BEARER_CALLS.filter((name) => !takesDeployToken(name)))(
    '%s refuses a deploy token (it is no account) and changes nothing',
    async (name) => {
      const request = await BEARER_REQUESTS[name]();
      const before = await snapshot();
      const res = await send(request, bearer(blogToken));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        msg: expect.stringMatching(/deploy token|staff member/i),
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('takes the release beacon from anyone, with or without a token', async () => {
    await fixtures.version('live');
    // What counts is the visitor cookie the site signed, not a token: one visitor, one load,
    // of the version this visitor is served (the live one, or a canary an earlier test left,
    // by the visitor's random bucket).
    const made = await api.app.inject({ url: '/runtime-config.json' });
    const served = made.json<{ releases: Record<string, { version: string | null }> }>();
    const version = served.releases.blog?.version;
    if (!version) throw new Error('The blog remote has no version served');
    const cookie = [made.headers['set-cookie']]
      .flat()
      .map((set) => String(set).split(';')[0])
      .join('; ');
    for (const headers of [{}, bearer(staff.token), bearer(blogToken), bearer('abc')]) {
      const res = await api.app.inject({
        method: 'POST',
        url: `/api/${RELEASE_BEACON_PATH}`,
        headers: { ...headers, cookie },
        payload: { events: [{ remote: 'blog', version, outcome: 'loaded' }] },
      });
      expect([res.statusCode, res.body]).toEqual([204, '']);
      expect(res.headers['www-authenticate']).toBeUndefined();
    }
    const row = await api.database.db
      .selectFrom('release_versions')
      .select('loads')
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    expect(Number(row.loads)).toBe(1);
  });

  it.each(PUBLIC_CALLS)('%s answers without a token', async (name) => {
    const res = await send(await PUBLIC_REQUESTS[name](), {});
    expect([res.statusCode, res.body]).toEqual([successOf(name), expect.any(String)]);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(calls[name].response.safeParse(answerOf(res)).success).toBe(true);
  });

  it('answers the public lists to a refused token the same as to no token', async () => {
    // A bad token on a public call is ignored, not refused (staffList reads it when valid).
    for (const name of ['blogs', 'staffList', 'doctors', 'carousel', 'privacyNotice'] as const) {
      const anonymous = await send(await PUBLIC_REQUESTS[name](), {});
      const withBadToken = await send(await PUBLIC_REQUESTS[name](), bearer(suspended.token));
      expect(withBadToken.statusCode).toBe(200);
      expect(withBadToken.json()).toEqual(anonymous.json());
    }
  });
});
