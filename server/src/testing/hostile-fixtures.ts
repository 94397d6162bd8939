// Long on purpose: one baseline for each call of the contract, in one table that fails to compile
// when a call is missing.
/**
 * The shared set-up of the hostile-input suites (server/src/routes/hostile-*.test.ts): a test
 * API over a fresh database of one kind, an administrator, a doctor, images, and for every
 * implemented call a valid request (BASELINES) made of new rows where it needs any, so that each
 * probe changes one thing of a request that would otherwise pass. Each suite makes its own in
 * beforeAll and closes it in afterAll.
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  IMAGE_SIZES,
  addClinicDays,
  clinicDay,
  endpoints,
  type BookingConfirmation,
  type CallName,
  type Endpoint,
  type Slot,
} from 'shared-data/contract';
import type { DatabaseKind } from '../core/database';
import { TEST_PASSWORD, bearer, createTestApi, jpeg, multipartBody, type TestApi } from './api';
import { eveningTimes, uniquePhone } from './booking-times';
import type { Implemented, PathParams } from './calls';
import { PATH_EMAIL, formParts, url, type Baseline } from './hostile-probes';
import { remoteBuild, writeShellManifest } from './release-fixture';

export type HostileFixtures = Awaited<ReturnType<typeof createHostileFixtures>>;

/** Builds the app of one database kind and everything the probes start from; close() ends it. */
export async function createHostileFixtures(kind: DatabaseKind) {
  const api = await createTestApi(kind);
  try {
    return await fixturesOver(api);
  } catch (error) {
    await api.close();
    throw error;
  }
}

async function fixturesOver(api: TestApi) {
  const admin = await api.account({ isAdmin: true });
  const doctor = await api.account({ isDoctor: true });
  const signInEmail = (await api.account()).email;
  await api.account({ email: PATH_EMAIL });
  const image = await jpeg(32, 24);
  // A carousel slide takes nothing smaller than the slide box.
  const slide = await jpeg(IMAGE_SIZES.carousel.width, IMAGE_SIZES.carousel.height);
  // The compatibility gate reads the live shell's manifest from SITE_ROOT.
  writeShellManifest(api.database.dataDir);
  let sequence = 0;

  async function ok<T>(res: Promise<LightMyRequestResponse>): Promise<T> {
    const answer = await res;
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
    return answer.json<T>();
  }

  function asAdmin(name: CallName, baseline: Omit<Baseline, 'token'>) {
    const endpoint: Endpoint = endpoints[name];
    if (endpoint.body === 'multipart') {
      const { payload, headers } = multipartBody(formParts({ ...baseline, token: admin.token }));
      return api.app.inject({
        method: endpoint.method,
        url: url(name, baseline.query, baseline.params),
        payload,
        headers: { ...headers, ...bearer(admin.token) },
      });
    }
    return api.app.inject({
      method: endpoint.method,
      url: url(name, baseline.query, baseline.params),
      headers: bearer(admin.token),
      ...(endpoint.body === 'json' ? { payload: baseline.fields } : {}),
    });
  }

  const none = { query: {}, fields: {}, files: {} };
  const fixtures = {
    async blog() {
      sequence += 1;
      const blog = await ok<{ blog_id: string }>(
        asAdmin('createBlog', {
          query: {},
          fields: { title: `Blog ${sequence}` },
          files: { image },
        }),
      );
      return blog.blog_id;
    },
    async paragraph() {
      const blogId = await fixtures.blog();
      const blog = await ok<{ paragraphs: { paragraph_id: string }[] }>(
        asAdmin('createParagraph', {
          query: {},
          fields: { blog_id: blogId, content: 'Worm your dog.' },
          files: {},
        }),
      );
      return blog.paragraphs[0]?.paragraph_id ?? '';
    },
    /** A published blog with unpublished changes (its pending version). */
    async pendingBlog() {
      const blogId = await fixtures.blog();
      await ok(
        asAdmin('saveBlogBlocks', {
          ...none,
          params: { blog_id: blogId },
          fields: {
            title: 'Changed, not yet published',
            blocks: JSON.stringify([{ content_type: 'paragraph', content: 'New advice.' }]),
          },
        }),
      );
      return blogId;
    },
    /** A blog and its first revision (a blog made without a status is published at once). */
    async revision() {
      const blogId = await fixtures.blog();
      const [revision] = await ok<{ revision_id: string }[]>(
        asAdmin('blogRevisions', { ...none, params: { blog_id: blogId } }),
      );
      return { blog_id: blogId, revision_id: revision?.revision_id ?? '' };
    },
    async carousel() {
      sequence += 1;
      const index = sequence;
      const items = await ok<{ id: string; index: number }[]>(
        asAdmin('createCarousel', { query: {}, fields: { index }, files: { image: slide } }),
      );
      return items.find((item) => item.index === index) ?? { id: '', index };
    },
    async enquiry() {
      sequence += 1;
      const message = `Enquiry ${sequence}`;
      await ok(
        api.app.inject({
          method: 'POST',
          url: url('createEnquiry'),
          payload: {
            fullname: 'Jane',
            email: 'jane@example.com',
            phonenumber: '0712 345 678',
            message,
          },
        }),
      );
      const list = await ok<{ query_id: string; message: string }[]>(
        asAdmin('enquiries', { query: {}, fields: {}, files: {} }),
      );
      return list.find((e) => e.message === message)?.query_id ?? '';
    },
    async counter() {
      sequence += 1;
      const title = `Counter ${sequence}`;
      const { data } = await ok<{ data: { id: string; title: string }[] }>(
        asAdmin('createCounter', { query: {}, fields: { title, content: 1 }, files: {} }),
      );
      return data.find((c) => c.title === title)?.id ?? '';
    },
    /** The files of a new blog build, as the release call takes them. */
    build(extra: { path: string; bytes: Buffer }[] = []) {
      sequence += 1;
      return [...remoteBuild(`Build ${sequence}`), ...extra].map((file) => ({
        path: file.path,
        data: file.bytes.toString('base64'),
      }));
    },
    async version(target: 'live' | 'canary' | 'none' = 'none') {
      const released = await ok<{ version: string }>(
        asAdmin('releaseUpload', {
          ...none,
          fields: {
            files: fixtures.build(),
            target,
            ...(target === 'canary' ? { percent: 10 } : {}),
          },
        }),
      );
      return released.version;
    },
    async promise() {
      sequence += 1;
      const title = `Promise ${sequence}`;
      const { data } = await ok<{ data: { id: string; title: string }[] }>(
        asAdmin('createPromise', { query: {}, fields: { title }, files: {} }),
      );
      return data.find((p) => p.title === title)?.id ?? '';
    },
  };

  // Booking: phone bookings in the evenings, online ones on the doctor's free slots.
  const eveningTime = eveningTimes();
  const handedOut = new Set<string>();
  const client = { fullname: 'Amina Client', pet_name: 'Simba', species: 'Dog' };
  // A mailbox of its own for each booking: a mailbox makes only a few online bookings a day.
  const visitorEmail = () => {
    sequence += 1;
    return `visitor${sequence}@example.com`;
  };
  /** The body of a JSON call made as the admin, failing on anything but a 2xx. */
  async function made<T>(
    name: CallName,
    baseline: { query?: Record<string, string>; fields?: object; params?: PathParams },
    token: string | null = admin.token,
  ): Promise<T> {
    const res = await api.app.inject({
      method: endpoints[name].method,
      url: url(name, baseline.query ?? {}, baseline.params ?? {}),
      headers: token ? bearer(token) : {},
      ...(baseline.fields ? { payload: baseline.fields } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  }
  const booking = {
    async freeSlot(): Promise<string> {
      const today = clinicDay();
      const slots = await made<Slot[]>(
        'appointmentSlots',
        {
          query: {
            type: 'vaccination',
            doctor: doctor.id,
            from: today,
            to: addClinicDays(today, 20),
          },
        },
        null,
      );
      const slot = slots.find((s) => !handedOut.has(s.start));
      if (!slot) throw new Error('no free slot left');
      handedOut.add(slot.start);
      return slot.start;
    },
    async phoned(): Promise<string> {
      const created = await made<{ id: string }>('createPhoneAppointment', {
        fields: {
          ...client,
          type: 'vaccination',
          start: eveningTime(),
          doctor_id: doctor.id,
          phonenumber: uniquePhone(),
        },
      });
      return created.id;
    },
    async manageToken(): Promise<string> {
      const created = await made<BookingConfirmation>(
        'createAppointment',
        {
          fields: {
            ...client,
            type: 'vaccination',
            start: await booking.freeSlot(),
            doctor_id: doctor.id,
            phonenumber: uniquePhone(),
            email: visitorEmail(),
          },
        },
        null,
      );
      return created.manage_url.split('/').at(-1) ?? '';
    },
    async timeOff(): Promise<string> {
      const day = addClinicDays(clinicDay(), 60);
      const entry = await made<{ id: string }>('addTimeOff', {
        fields: {
          doctor_id: doctor.id,
          start: `${day}T08:00:00+03:00`,
          end: `${day}T10:00:00+03:00`,
        },
      });
      return entry.id;
    },
    async type(): Promise<string> {
      sequence += 1;
      const type = await made<{ id: string }>('createAppointmentType', {
        fields: { name: `Type ${sequence}`, minutes: 30 },
      });
      return type.id;
    },
    async holiday(): Promise<string> {
      sequence += 1;
      const holiday = await made<{ id: string }>('createHoliday', {
        fields: { date: addClinicDays('2002-01-01', sequence), name: `Rest ${sequence}` },
      });
      return holiday.id;
    },
  };

  const BASELINES: Record<Implemented, () => Promise<Omit<Baseline, 'token'>>> = {
    signIn: async () => ({
      ...none,
      fields: { email: signInEmail, password: TEST_PASSWORD },
    }),
    currentUser: async () => none,
    staffList: async () => none,
    staffPage: async () => ({
      ...none,
      query: { page: '1', per_page: '50', q: 'example.com', status: 'ACTIVE' },
    }),
    doctors: async () => none,
    blogs: async () => none,
    blogPage: async () => ({
      ...none,
      query: { page: '1', per_page: '10', q: 'Blog', status: 'published' },
    }),
    blog: async () => ({ ...none, params: { blog_id: await fixtures.blog() } }),
    createBlog: async () => ({ ...none, fields: { title: 'A new blog' }, files: { image } }),
    updateBlog: async () => ({
      ...none,
      query: { blog_id: await fixtures.blog() },
      fields: { title: 'Renamed' },
    }),
    deleteBlog: async () => ({ ...none, query: { blog_id: await fixtures.blog() } }),
    createParagraph: async () => ({
      ...none,
      fields: { blog_id: await fixtures.blog(), content_type: 'list', content: 'Feed, water' },
    }),
    updateParagraph: async () => ({
      ...none,
      query: { paragraph_id: await fixtures.paragraph() },
      fields: { content: 'Changed', content_type: 'subtitle' },
    }),
    deleteParagraph: async () => ({ ...none, query: { content_id: await fixtures.paragraph() } }),
    managedBlog: async () => ({ ...none, params: { blog_id: await fixtures.pendingBlog() } }),
    // A published post: the save becomes its pending version, with a new cover and block picture.
    saveBlogBlocks: async () => ({
      ...none,
      params: { blog_id: await fixtures.blog() },
      fields: {
        title: 'Saved together',
        blocks: JSON.stringify([
          { content_type: 'subtitle', content: 'Worming', image: 'none' },
          { content_type: 'paragraph', content: 'Every three months.', image: 'new' },
        ]),
      },
      files: { image, images: image },
    }),
    publishBlog: async () => ({ ...none, params: { blog_id: await fixtures.pendingBlog() } }),
    discardBlogChanges: async () => ({
      ...none,
      params: { blog_id: await fixtures.pendingBlog() },
    }),
    blogRevisions: async () => ({ ...none, params: { blog_id: await fixtures.blog() } }),
    restoreBlogRevision: async () => ({ ...none, params: await fixtures.revision() }),
    blogPreview: async () => ({ ...none, params: { blog_id: await fixtures.pendingBlog() } }),
    createEnquiry: async () => ({
      ...none,
      fields: {
        fullname: 'John Farmer',
        email: 'john@example.com',
        phonenumber: '+254 700 000000',
        message: 'My goat coughs.',
      },
    }),
    enquiries: async () => none,
    enquiryPage: async () => ({
      ...none,
      query: { page: '2', per_page: '5', q: 'Enquiry', status: 'awaiting' },
    }),
    respondEnquiry: async () => ({
      ...none,
      fields: { query_id: await fixtures.enquiry(), response: 'Bring her in.' },
    }),
    carousel: async () => none,
    createCarousel: async () => {
      sequence += 1;
      return { ...none, fields: { index: sequence }, files: { image: slide } };
    },
    updateCarousel: async () => ({
      ...none,
      fields: { index: (await fixtures.carousel()).index },
      files: { image: slide },
    }),
    deleteCarousel: async () => ({ ...none, query: { id: (await fixtures.carousel()).id } }),
    counters: async () => none,
    createCounter: async () => ({ ...none, fields: { title: 'Herds', content: 12 } }),
    updateCounter: async () => ({
      ...none,
      fields: { id: await fixtures.counter(), title: 'Herds', content: 13 },
    }),
    promises: async () => none,
    createPromise: async () => ({ ...none, fields: { title: 'Care', content: 'Always' } }),
    updatePromise: async () => ({
      ...none,
      fields: { id: await fixtures.promise(), title: 'Care', content: 'Always, really' },
    }),
    health: async () => none,
    register: async () => {
      sequence += 1;
      return {
        ...none,
        fields: {
          email: `hostile${sequence}@example.com`,
          fullname: 'New Person',
          password: 'a long enough password',
        },
        files: { avatar: image },
      };
    },
    addStaff: async () => {
      sequence += 1;
      return {
        ...none,
        fields: { email: `added${sequence}@example.com`, fullname: 'Added', role: 'Nurse' },
        files: { avatar: image },
      };
    },
    updateStaff: async () => ({ ...none, fields: { role: 'Clinic Manager', isDoctor: 'true' } }),
    updateAccount: async () => ({
      ...none,
      query: { email: PATH_EMAIL },
      fields: { fullname: 'Path Target', description: 'Updated' },
      files: { avatar: image },
    }),
    requestOtp: async () => ({ ...none, fields: { email: PATH_EMAIL } }),
    resetPassword: async () => ({
      ...none,
      fields: { email: PATH_EMAIL, otp_code: '123456', password: 'a long enough password' },
    }),
    logout: async () => none,
    deleteStaff: async () => {
      sequence += 1;
      const { email } = await api.account({ email: `delete${sequence}@example.com` });
      return { ...none, fields: { email } };
    },
    refreshToken: async () => none,
    releaseOverview: async () => none,
    remoteReleases: async () => none,
    releaseUpload: async () => ({ ...none, fields: { files: fixtures.build(), target: 'live' } }),
    releaseCanary: async () => ({
      ...none,
      fields: { version: await fixtures.version(), percent: 20 },
    }),
    releasePromote: async () => {
      await fixtures.version('canary');
      return none;
    },
    releaseRollback: async () => ({ ...none, fields: { version: await fixtures.version() } }),
    releaseWithdraw: async () => {
      await fixtures.version('canary');
      return none;
    },
    releasePreview: async () => ({ ...none, params: { version: await fixtures.version() } }),
    deployTokens: async () => none,
    createDeployToken: async () => ({ ...none, fields: { remote: 'blog', label: 'CI' } }),
    revokeDeployToken: async () => {
      sequence += 1;
      const made = await api.app.deployTokens.createFromConsole('blog', `CI ${sequence}`);
      return { ...none, params: { id: made.token.id } };
    },
    appointmentTypes: async () => none,
    appointmentDoctors: async () => ({ ...none, query: { type: 'consultation' } }),
    appointmentSlots: async () => ({
      ...none,
      query: {
        type: 'consultation',
        from: clinicDay(),
        to: addClinicDays(clinicDay(), 7),
        doctor: doctor.id,
      },
    }),
    nextFreeSlot: async () => ({ ...none, query: { type: 'vaccination', from: clinicDay() } }),
    holidays: async () => ({ ...none, query: { from: '2026-01-01', to: '2026-12-31' } }),
    createAppointment: async () => ({
      ...none,
      fields: {
        ...client,
        type: 'vaccination',
        start: await booking.freeSlot(),
        doctor_id: doctor.id,
        phonenumber: uniquePhone(),
        email: visitorEmail(),
        note: 'Shy with strangers',
      },
    }),
    managedAppointment: async () => ({ ...none, params: { token: await booking.manageToken() } }),
    setManagedConsent: async () => ({
      ...none,
      params: { token: await booking.manageToken() },
      fields: { remind_vaccinations: true },
    }),
    cancelManagedAppointment: async () => ({
      ...none,
      params: { token: await booking.manageToken() },
    }),
    moveManagedAppointment: async () => ({
      ...none,
      params: { token: await booking.manageToken() },
      fields: { start: await booking.freeSlot() },
    }),
    staffAppointments: async () => ({
      ...none,
      query: { from: clinicDay(), to: addClinicDays(clinicDay(), 6), doctor: doctor.id },
    }),
    appointmentChanges: async () => ({ ...none, query: { since: '0' } }),
    appointmentSummary: async () => ({ ...none, query: { doctor: doctor.id } }),
    createPhoneAppointment: async () => ({
      ...none,
      fields: {
        ...client,
        type: 'vaccination',
        start: eveningTime(),
        doctor_id: doctor.id,
        phonenumber: uniquePhone(),
        email: 'caller@example.com',
        note: 'Called at 8',
      },
    }),
    setAppointmentStatus: async () => ({
      ...none,
      params: { id: await booking.phoned() },
      fields: { status: 'arrived' },
    }),
    moveAppointment: async () => ({
      ...none,
      params: { id: await booking.phoned() },
      fields: { start: eveningTime(), doctor_id: doctor.id, message: 'Sorry' },
    }),
    cancelAppointment: async () => ({
      ...none,
      params: { id: await booking.phoned() },
      fields: { message: 'The clinic is closed' },
    }),
    workingHours: async () => ({ ...none, query: { doctor: doctor.id } }),
    setWorkingHours: async () => ({
      ...none,
      fields: { doctor_id: doctor.id, hours: [{ weekday: 1, start: '08:00', end: '17:00' }] },
    }),
    timeOff: async () => ({
      ...none,
      query: { doctor: doctor.id, from: clinicDay(), to: addClinicDays(clinicDay(), 90) },
    }),
    addTimeOff: async () => {
      const day = addClinicDays(clinicDay(), 70);
      return {
        ...none,
        fields: {
          doctor_id: doctor.id,
          start: `${day}T08:00:00+03:00`,
          end: `${day}T09:00:00+03:00`,
          reason: 'Training',
        },
      };
    },
    deleteTimeOff: async () => ({ ...none, params: { id: await booking.timeOff() } }),
    staffAppointmentTypes: async () => none,
    createAppointmentType: async () => ({
      ...none,
      fields: { name: 'Nail clipping', minutes: 15, doctor_ids: [doctor.id], active: true },
    }),
    updateAppointmentType: async () => ({
      ...none,
      params: { id: await booking.type() },
      fields: { name: 'Renamed', minutes: 45, active: false },
    }),
    deleteAppointmentType: async () => ({ ...none, params: { id: await booking.type() } }),
    createHoliday: async () => {
      sequence += 1;
      return { ...none, fields: { date: addClinicDays('2003-01-01', sequence), name: 'Rest' } };
    },
    updateHoliday: async () => ({
      ...none,
      params: { id: await booking.holiday() },
      fields: { name: 'Renamed rest' },
    }),
    deleteHoliday: async () => ({ ...none, params: { id: await booking.holiday() } }),
    reportVitals: async () => ({
      ...none,
      fields: {
        events: [
          { route: '/blogs/:blog_id', metric: 'LCP', value: 2100 },
          { route: '/', metric: 'CLS', value: 0.02 },
        ],
      },
    }),
    vitalsSummary: async () => none,
    audit: async () => none,
    auditActors: async () => none,
    // A code nobody was sent: each probe is refused for what it sends, never answered 5xx.
    privacyCode: async () => ({ ...none, fields: { contact: 'jane@example.com' } }),
    privacyExport: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456' },
    }),
    privacyCorrect: async () => ({
      ...none,
      fields: { contact: '0712 345 678', code: '123456', fullname: 'Jane Doe' },
    }),
    privacyErase: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456' },
    }),
    privacyWithdraw: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456' },
    }),
    privacyRequest: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456', message: 'Please call me' },
    }),
    privacyRequests: async () => none,
    answerPrivacyRequest: async () => {
      sequence += 1;
      const id = `request-${sequence}`;
      await api.database.db
        .insertInto('privacy_requests')
        .values({
          id,
          contact: 'jane@example.com',
          contact_key: 'key',
          message: 'Please call me',
          created_at: new Date().toISOString(),
          due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        })
        .execute();
      return { ...none, params: { id } };
    },
    privacyLookup: async () => ({ ...none, fields: { contact: 'jane@example.com' } }),
    privacyNotice: async () => none,
  };

  return {
    api,
    admin,
    doctor,
    image,
    slide,
    none,
    ok,
    asAdmin,
    made,
    fixtures,
    booking,
    client,
    eveningTime,
    visitorEmail,
    BASELINES,
    close: () => api.close(),
  };
}
