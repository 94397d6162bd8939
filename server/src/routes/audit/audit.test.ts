import {
  calls,
  LIMITS,
  type AuditActor,
  type AuditEntry,
  type BlogRevision,
  type Enquiry,
  type ManagedBlog,
  type Page,
} from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { auditRepository } from '../../repositories/audit-repository';
import { AUDIT_PRUNE_EVERY_MS } from '../../services/audit-service';
import {
  bearer,
  createTestApi,
  injectForm,
  jpeg,
  testConfig,
  type FormPart,
  type TestApi,
} from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('the activity log on %s', (kind) => {
  let api: TestApi;
  let admin: { id: string; email: string; token: string };
  beforeEach(async () => {
    // Scheduled posts are published by the test's own call, not by the timer.
    api = await createTestApi(kind, { PUBLISH_POLL_SECONDS: '0' });
    admin = await api.account({ isAdmin: true, fullname: 'Amina Admin' });
  });
  afterEach(() => api.close());

  const read = async (query = '', token = admin.token) => {
    const res = await api.app.inject({ url: `/api/audit${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<Page<AuditEntry>>();
  };
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: bearer(admin.token),
    });

  it('answers 401 to the anonymous and 403 to staff who are not administrators', async () => {
    const doctor = await api.account({ isDoctor: true });
    for (const url of ['/api/audit', '/api/audit/actors']) {
      expect((await api.app.inject({ url })).statusCode).toBe(401);
      const refused = await api.app.inject({ url, headers: bearer(doctor.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 403, msg: 'Only an administrator can do this' });
      expect((await api.app.inject({ url, headers: bearer(admin.token) })).statusCode).toBe(200);
    }
  });

  it('has no call that writes, changes or deletes an entry', async () => {
    const auditCalls = Object.values(calls).filter((c) => c.path.startsWith('audit'));
    expect(auditCalls.map((c) => c.method)).toEqual(['GET', 'GET']);
    await call('POST', '/api/others/counters/create', { title: 'Years', content: 30 });
    const [entry] = (await read()).items;
    expect(entry).toBeDefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${entry?.id}`, '/api/audit/actors']) {
        const res = await api.app.inject({
          method,
          url,
          payload: { summary: 'nothing happened' },
          headers: bearer(admin.token),
        });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    expect((await read()).items).toEqual([entry]);
  });

  it('records counters and promises with who, what and a short before/after', async () => {
    const made = await call('POST', '/api/others/counters/create', { title: 'Years', content: 30 });
    const counterId = made.json<{ data: { id: string }[] }>().data[0]?.id;
    await call('PUT', '/api/others/counters/update', {
      id: counterId,
      title: 'Years',
      content: 34,
    });
    await injectForm(api.app, {
      method: 'POST',
      url: '/api/others/promise/create',
      token: admin.token,
      parts: [{ name: 'title', value: 'Open 24 hours' }],
    });
    const page = await read();
    expect(page.total).toBe(3);
    // Newest first.
    expect(page.items.map((e) => [e.kind, e.summary, e.before, e.after])).toEqual([
      [
        'promise.create',
        'Added the promise "Open 24 hours"',
        null,
        { title: 'Open 24 hours', content: '', image: null },
      ],
      ['counter.update', 'Changed the counter "Years"', { content: 30 }, { content: 34 }],
      ['counter.create', 'Added the counter "Years"', null, { title: 'Years', content: 30 }],
    ]);
    for (const entry of page.items) {
      expect(entry.actor).toEqual({ kind: 'staff', id: admin.id, name: 'Amina Admin' });
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
    expect(page.items[1]?.subject).toEqual({ type: 'counter', id: counterId });
  });

  it('records the carousel: an image added, replaced and deleted', async () => {
    const form = async (method: 'POST' | 'PUT', url: string, width: number) =>
      injectForm(api.app, {
        method,
        url,
        token: admin.token,
        parts: [
          { name: 'index', value: '3' },
          { name: 'image', value: await jpeg(width, 700), filename: 'c.jpg' },
        ],
      });
    const created = await form('POST', '/api/carousel/create', 1600);
    const id = created.json<{ id: string }[]>()[0]?.id;
    await form('PUT', '/api/carousel/update', 1700);
    await call('DELETE', `/api/carousel/delete?id=${id}`);
    const { items } = await read('?kind=carousel');
    expect(items.map((e) => [e.kind, e.subject.id, e.summary])).toEqual([
      ['carousel.delete', id, 'Deleted the carousel image at index 3'],
      ['carousel.replace', id, 'Replaced the carousel image at index 3'],
      ['carousel.create', id, 'Added a carousel image at index 3'],
    ]);
    const [deleted, replaced] = items;
    expect(replaced?.before?.image).toMatch(/^\/uploads\//);
    expect(replaced?.after?.image).not.toEqual(replaced?.before?.image);
    expect(deleted?.before).toEqual({ index: 3, image: replaced?.after?.image });
  });

  it('records accounts and roles, keeping the name a person had at the time', async () => {
    const doctor = await api.account({ isDoctor: true, fullname: 'Dr Otieno' });
    const res = await call('PUT', `/api/auth/staff/${doctor.email}`, {
      role: 'Head of surgery',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(200);
    // The doctor, now an administrator, renames themself and then deletes the admin's account.
    await injectForm(api.app, {
      method: 'PUT',
      url: `/api/auth/account/${doctor.email}`,
      token: doctor.token,
      parts: [{ name: 'fullname', value: 'Dr Jane Otieno' }],
    });
    const deleted = await api.app.inject({
      method: 'POST',
      url: '/api/auth/delete/staff',
      payload: { email: admin.email },
      headers: bearer(doctor.token),
    });
    expect(deleted.statusCode).toBe(200);
    const { items } = await read('', doctor.token);
    expect(items.map((e) => [e.kind, e.actor.name, e.summary, e.before, e.after])).toEqual([
      [
        'staff.delete',
        'Dr Jane Otieno',
        'Deleted the account of Amina Admin',
        expect.objectContaining({ email: admin.email, fullname: 'Amina Admin', isAdmin: true }),
        null,
      ],
      [
        // Named as they are once the entry is written: in the same transaction as the rename.
        'account.update',
        'Dr Jane Otieno',
        'Changed their own account',
        { fullname: 'Dr Otieno' },
        { fullname: 'Dr Jane Otieno' },
      ],
      [
        'staff.update',
        'Amina Admin',
        'Changed the account of Dr Otieno',
        { role: 'Veterinary Surgeon', isAdmin: false },
        { role: 'Head of surgery', isAdmin: true },
      ],
    ]);
    // Entries about one account are found by its id, as the privacy requests will need.
    const about = await auditRepository(api.database.db).about('staff', doctor.id);
    expect(about.map((e) => e.kind)).toEqual(['staff.update', 'account.update']);
  });

  const form = (method: 'POST' | 'PUT', url: string, parts: FormPart[]) =>
    injectForm(api.app, { method, url, token: admin.token, parts });
  const staffActor = () => ({ kind: 'staff', id: admin.id, name: 'Amina Admin' });
  /** The entries of one kind of area, oldest first, as [kind, summary, before, after]. */
  const story = async (area: string) =>
    (await read(`?kind=${area}&per_page=100`)).items
      .reverse()
      .map((e) => [e.kind, e.summary, e.before, e.after]);

  async function draftPost(title: string): Promise<ManagedBlog> {
    const res = await form('POST', '/api/blog/create', [
      { name: 'title', value: title },
      { name: 'status', value: 'draft' },
      { name: 'image', value: await jpeg(600, 400), filename: 'cover.jpg' },
    ]);
    expect(res.statusCode).toBe(200);
    return res.json<ManagedBlog>();
  }

  it('records a post written block by block, saved whole, renamed and deleted', async () => {
    const blog = await draftPost('Rabies clinic');
    const id = blog.blog_id;
    const added = await form('POST', '/api/blog/paragraph/create', [
      { name: 'blog_id', value: id },
      { name: 'content_type', value: 'paragraph' },
      { name: 'content', value: 'Bring every dog.' },
    ]);
    const paragraphId = added.json<ManagedBlog>().paragraphs[0]?.paragraph_id ?? '';
    await form('PUT', `/api/blog/paragraph/update?paragraph_id=${paragraphId}`, [
      { name: 'content', value: 'Bring every dog and cat.' },
    ]);
    // A long text saved with the editor: the entry says how much, never the text itself.
    const long = 'Vaccinate early. '.repeat(55);
    const saved = await form('PUT', `/api/blog/${id}/blocks`, [
      { name: 'title', value: 'Rabies clinic 2026' },
      {
        name: 'blocks',
        value: JSON.stringify([
          { id: paragraphId, content_type: 'paragraph', content: long, image: 'none' },
          { content_type: 'subtitle', content: 'When', image: 'none' },
        ]),
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const subtitleId = saved.json<ManagedBlog>().paragraphs[1]?.paragraph_id ?? '';
    await call('DELETE', `/api/blog/paragraph/delete?content_id=${subtitleId}`);
    await form('PUT', `/api/blog/update?blog_id=${id}`, [{ name: 'title', value: 'Rabies day' }]);
    // A failed change leaves no entry: a paragraph of a post that does not exist.
    const refused = await form('POST', '/api/blog/paragraph/create', [
      { name: 'blog_id', value: 'no-such-post' },
      { name: 'content_type', value: 'paragraph' },
      { name: 'content', value: 'Lost' },
    ]);
    expect(refused.statusCode).toBe(404);
    expect((await call('DELETE', `/api/blog/delete?blog_id=${id}`)).statusCode).toBe(200);

    expect(await story('blog')).toEqual([
      [
        'blog.create',
        'Added the post "Rabies clinic"',
        null,
        { title: 'Rabies clinic', status: 'draft', publish_at: null, image: blog.image },
      ],
      [
        'blog.paragraph-create',
        'Added a block to "Rabies clinic"',
        null,
        { content_type: 'paragraph', content: 'Bring every dog.', image: null },
      ],
      [
        'blog.paragraph-update',
        'Changed a block of "Rabies clinic"',
        { content: 'Bring every dog.' },
        { content: 'Bring every dog and cat.' },
      ],
      [
        'blog.blocks',
        'Saved "Rabies clinic 2026"',
        { title: 'Rabies clinic', blocks: 1, words: 5 },
        { title: 'Rabies clinic 2026', blocks: 2, words: 111 },
      ],
      [
        'blog.paragraph-delete',
        'Deleted a block of "Rabies clinic 2026"',
        {
          content_type: 'subtitle',
          content: 'When',
          image: null,
        },
        null,
      ],
      [
        'blog.update',
        'Changed the post "Rabies day"',
        { title: 'Rabies clinic 2026' },
        { title: 'Rabies day' },
      ],
      [
        'blog.delete',
        'Deleted the post "Rabies day"',
        {
          title: 'Rabies day',
          status: 'draft',
          published_at: null,
          image: blog.image,
          blocks: 1,
          words: 110,
          words_sw: 0,
        },
        null,
      ],
    ]);
    const entries = (await read('?kind=blog')).items;
    for (const entry of entries) {
      expect(entry.actor).toEqual(staffActor());
      expect(entry.subject).toEqual({ type: 'blog', id });
      expect(JSON.stringify([entry.before, entry.after])).not.toContain('Vaccinate early');
    }
  });

  it('records publishing: publish, changes, unpublish, the schedule and a restore', async () => {
    const id = (await draftPost('Tick season')).blog_id;
    const blocks = (title: string, content: string) =>
      form('PUT', `/api/blog/${id}/blocks`, [
        { name: 'title', value: title },
        { name: 'blocks', value: JSON.stringify([{ content_type: 'paragraph', content }]) },
      ]);
    await blocks('Tick season', 'Check your dog after walks.');
    expect((await call('POST', `/api/blog/${id}/publish`)).statusCode).toBe(200);
    // Nothing to publish: refused, and not recorded.
    expect((await call('POST', `/api/blog/${id}/publish`)).statusCode).toBe(409);
    await blocks('Tick season is here', 'Check your dog and cat after walks.');
    await call('POST', `/api/blog/${id}/publish`);
    await blocks('Tick season, draft', 'Half done');
    await call('DELETE', `/api/blog/${id}/pending`);
    // Discarding again changes nothing, and is not recorded.
    await call('DELETE', `/api/blog/${id}/pending`);
    await form('PUT', `/api/blog/update?blog_id=${id}`, [{ name: 'status', value: 'draft' }]);
    const at = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    const scheduled = await form('PUT', `/api/blog/update?blog_id=${id}`, [
      { name: 'status', value: 'scheduled' },
      { name: 'publish_at', value: at },
    ]);
    expect(scheduled.statusCode).toBe(200);
    api.advance(11 * 60 * 1000);
    expect(await api.app.services.blogs.publishDue()).toBe(1);
    const revisions = (
      await api.app.inject({ url: `/api/blog/${id}/revisions`, headers: bearer(admin.token) })
    ).json<BlogRevision[]>();
    const first = revisions[revisions.length - 1];
    expect(first?.title).toBe('Tick season');
    await call('POST', `/api/blog/${id}/revisions/${first?.revision_id}/restore`);

    expect(await story('blog')).toEqual([
      ['blog.create', 'Added the post "Tick season"', null, expect.any(Object)],
      ['blog.blocks', 'Saved "Tick season"', { blocks: 0, words: 0 }, { blocks: 1, words: 5 }],
      [
        'blog.publish',
        'Published "Tick season"',
        { status: 'draft', publish_at: null },
        { status: 'published', publish_at: null },
      ],
      [
        'blog.blocks',
        'Saved changes to "Tick season is here", not yet published',
        { title: 'Tick season', words: 5 },
        { title: 'Tick season is here', words: 7 },
      ],
      [
        'blog.publish-changes',
        'Published the changes to "Tick season is here"',
        { title: 'Tick season', words: 5 },
        { title: 'Tick season is here', words: 7 },
      ],
      [
        'blog.blocks',
        'Saved changes to "Tick season, draft", not yet published',
        { title: 'Tick season is here', words: 7 },
        { title: 'Tick season, draft', words: 2 },
      ],
      [
        'blog.discard-changes',
        'Discarded the unpublished changes to "Tick season is here"',
        {
          title: 'Tick season, draft',
          blocks: 1,
          words: 2,
          words_sw: 0,
          saved_at: expect.any(String),
        },
        null,
      ],
      [
        'blog.unpublish',
        'Unpublished "Tick season is here"',
        { status: 'published', publish_at: null },
        { status: 'draft', publish_at: null },
      ],
      [
        'blog.schedule',
        'Scheduled "Tick season is here" to be published',
        { status: 'draft', publish_at: null },
        { status: 'scheduled', publish_at: at },
      ],
      [
        'blog.publish',
        'Published "Tick season is here" at its scheduled time',
        { status: 'scheduled', publish_at: at },
        { status: 'published', publish_at: null },
      ],
      [
        'blog.restore',
        'Restored an earlier version of "Tick season", not yet published',
        null,
        {
          revision_id: first?.revision_id ?? '',
          published_at: first?.published_at ?? '',
          title: 'Tick season',
          blocks: 1,
          words: 5,
          words_sw: 0,
        },
      ],
    ]);
    const { items } = await read('?kind=blog.publish');
    expect(items.map((e) => e.actor)).toEqual([
      { kind: 'system', id: null, name: 'schedule' },
      staffActor(),
    ]);
  });

  it('keeps a publication and its entry together: no entry, still a draft', async () => {
    const id = (await draftPost('Deworming')).blog_id;
    await api.database.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      expect((await call('POST', `/api/blog/${id}/publish`)).statusCode).toBe(500);
    } finally {
      await api.database.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
    const res = await api.app.inject({
      url: `/api/blog/${id}/manage`,
      headers: bearer(admin.token),
    });
    expect(res.json<ManagedBlog>()).toMatchObject({ status: 'draft', published_at: null });
    expect((await api.app.inject({ url: `/api/blog/${id}` })).statusCode).toBe(404);
    expect((await read('?kind=blog.publish')).total).toBe(0);
  });

  it('records an enquiry answered, with the answer cut short', async () => {
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create',
      payload: {
        fullname: 'Njeri Wambui',
        email: 'njeri@example.com',
        phonenumber: '0712345678',
        message: 'My dog is limping.',
      },
    });
    expect(sent.statusCode).toBe(200);
    await api.app.services.enquiries.acknowledgementsSettled();
    const enquiries = await api.app.inject({ url: '/api/enquiry/', headers: bearer(admin.token) });
    const queryId = enquiries.json<Enquiry[]>()[0]?.query_id ?? '';
    const response = `Bring him at 9am. ${'Keep him resting. '.repeat(30)}`;
    const answered = await call('POST', '/api/enquiry/respond', { query_id: queryId, response });
    expect(answered.statusCode).toBe(200);
    // A failed answer leaves no entry.
    const refused = await call('POST', '/api/enquiry/respond', {
      query_id: 'no-such-enquiry',
      response: 'Hello',
    });
    expect(refused.statusCode).toBe(404);
    const { items } = await read('?kind=enquiry');
    expect(items).toHaveLength(1);
    const [entry] = items;
    expect(entry).toMatchObject({
      kind: 'enquiry.respond',
      actor: staffActor(),
      subject: { type: 'enquiry', id: queryId },
      summary: 'Answered the enquiry of Njeri Wambui',
      before: null,
    });
    expect(entry?.after?.response).toBe(`${response.slice(0, 199)}…`);
  });

  it('records the appointment settings: hours, time off, types and holidays', async () => {
    const doctor = await api.account({ isDoctor: true, fullname: 'Dr Otieno' });
    const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const res = await call(method, url, payload);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      return res;
    };
    await ok('PUT', '/api/appointments/staff/hours', {
      doctor_id: doctor.id,
      hours: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '17:00' },
        { weekday: 2, start: '08:00', end: '17:00' },
        { weekday: 6, start: '09:00', end: '13:00' },
      ],
    });
    const off = await ok('POST', '/api/appointments/staff/time-off', {
      doctor_id: doctor.id,
      start: '2026-12-24T06:00:00.000Z',
      end: '2026-12-27T06:00:00.000Z',
      reason: 'Christmas',
    });
    const offId = off.json<{ id: string }>().id;
    await ok('DELETE', `/api/appointments/staff/time-off/${offId}`);
    const type = await ok('POST', '/api/appointments/staff/types', {
      name: 'Dental check',
      minutes: 30,
      doctor_ids: [doctor.id],
      active: true,
    });
    const typeId = type.json<{ id: string }>().id;
    await ok('PUT', `/api/appointments/staff/types/${typeId}`, { minutes: 45 });
    await ok('DELETE', `/api/appointments/staff/types/${typeId}`);
    const holiday = await ok('POST', '/api/appointments/staff/holidays', {
      date: '2026-11-27',
      name: 'Clinic open day',
    });
    const holidayId = holiday.json<{ id: string }>().id;
    // A failed change leaves no entry: a second holiday on a date that has one.
    const taken = await call('POST', '/api/appointments/staff/holidays', {
      date: '2026-11-27',
      name: 'Again',
    });
    expect(taken.statusCode).toBe(409);
    await ok('PUT', `/api/appointments/staff/holidays/${holidayId}`, { name: 'Open day' });
    await ok('DELETE', `/api/appointments/staff/holidays/${holidayId}`);

    const { items } = await read('?kind=schedule&per_page=100');
    for (const entry of items) expect(entry.actor).toEqual(staffActor());
    expect(items.reverse().map((e) => [e.kind, e.subject, e.summary, e.before, e.after])).toEqual([
      [
        'schedule.hours',
        { type: 'hours', id: doctor.id },
        'Changed the working hours of Dr Otieno',
        {
          Mon: '08:00-17:00',
          Wed: '08:00-17:00',
          Thu: '08:00-17:00',
          Fri: '08:00-17:00',
          Sat: 'off',
        },
        { Mon: '08:00-12:00, 14:00-17:00', Wed: 'off', Thu: 'off', Fri: 'off', Sat: '09:00-13:00' },
      ],
      [
        'schedule.time-off-add',
        { type: 'time-off', id: offId },
        'Added time off for Dr Otieno',
        null,
        {
          doctor_id: doctor.id,
          start: '2026-12-24T06:00:00.000Z',
          end: '2026-12-27T06:00:00.000Z',
          reason: 'Christmas',
        },
      ],
      [
        'schedule.time-off-delete',
        { type: 'time-off', id: offId },
        'Deleted time off of Dr Otieno',
        {
          doctor_id: doctor.id,
          start: '2026-12-24T06:00:00.000Z',
          end: '2026-12-27T06:00:00.000Z',
          reason: 'Christmas',
        },
        null,
      ],
      [
        'schedule.type-create',
        { type: 'appointment-type', id: typeId },
        'Added the appointment type "Dental check"',
        null,
        { name: 'Dental check', minutes: 30, active: true, doctor_ids: doctor.id },
      ],
      [
        'schedule.type-update',
        { type: 'appointment-type', id: typeId },
        'Changed the appointment type "Dental check"',
        { minutes: 30 },
        { minutes: 45 },
      ],
      [
        'schedule.type-delete',
        { type: 'appointment-type', id: typeId },
        'Deleted the appointment type "Dental check"',
        { name: 'Dental check', minutes: 45, active: true, doctor_ids: doctor.id },
        null,
      ],
      [
        'schedule.holiday-create',
        { type: 'holiday', id: holidayId },
        'Added the holiday "Clinic open day" on 2026-11-27',
        null,
        { date: '2026-11-27', name: 'Clinic open day' },
      ],
      [
        'schedule.holiday-update',
        { type: 'holiday', id: holidayId },
        'Changed the holiday "Open day"',
        { name: 'Clinic open day' },
        { name: 'Open day' },
      ],
      [
        'schedule.holiday-delete',
        { type: 'holiday', id: holidayId },
        'Deleted the holiday "Open day" on 2026-11-27',
        { date: '2026-11-27', name: 'Open day' },
        null,
      ],
    ]);
  });

  it('records deploy tokens made and revoked', async () => {
    const made = await call('POST', '/api/releases/deploy-tokens/', {
      remote: 'blog',
      label: 'blog CI',
    });
    const tokenId = made.json<{ token: { id: string } }>().token.id;
    await call('DELETE', `/api/releases/deploy-tokens/${tokenId}`);
    // Revoking it again changes nothing, and is not recorded.
    await call('DELETE', `/api/releases/deploy-tokens/${tokenId}`);
    const { items } = await read('?kind=deploy-token');
    expect(items.map((e) => [e.kind, e.subject.id, e.summary])).toEqual([
      ['deploy-token.revoke', tokenId, 'Revoked the deploy token for blog: blog CI'],
      ['deploy-token.create', tokenId, 'Created a deploy token for blog: blog CI'],
    ]);
  });

  it('keeps a change and its entry together: no entry, no change', async () => {
    await api.database.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    const res = await call('POST', '/api/others/counters/create', { title: 'Years', content: 30 });
    expect(res.statusCode).toBe(500);
    const counters = await api.app.inject({ url: '/api/others/counters/' });
    expect(counters.json()).toEqual({ data: [] });
    await api.database.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
  });

  it('filters by person, area, kind and clinic day, and pages within bounds', async () => {
    const other = await api.account({ isAdmin: true, fullname: 'Baraka Admin' });
    for (let n = 1; n <= 3; n += 1) {
      await call('POST', '/api/others/counters/create', { title: `C${n}`, content: n });
    }
    await api.app.inject({
      method: 'POST',
      url: '/api/others/counters/create',
      payload: { title: 'By Baraka', content: 9 },
      headers: bearer(other.token),
    });
    expect((await read(`?actor=${other.id}`)).items.map((e) => e.summary)).toEqual([
      'Added the counter "By Baraka"',
    ]);
    expect((await read('?kind=counter')).total).toBe(4);
    expect((await read('?kind=counter.create')).total).toBe(4);
    expect((await read('?kind=counter.update')).total).toBe(0);
    // An area matches its own kinds only (not a longer area's).
    expect((await read('?kind=count')).total).toBe(0);

    // The clinic's day: Nairobi is UTC+3, so an entry at 22:30 UTC belongs to the next day.
    const [entry] = (await read(`?actor=${other.id}`)).items;
    const at = new Date(entry?.at ?? '');
    const nairobi = new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const dayBefore = new Date(at.getTime() + 3 * 60 * 60 * 1000 - DAY_MS)
      .toISOString()
      .slice(0, 10);
    expect((await read(`?day=${nairobi}`)).total).toBe(4);
    expect((await read(`?day=${dayBefore}`)).total).toBe(0);
    await auditRepository(api.database.db).insert({
      at: `${dayBefore}T22:30:00.000Z`,
      actorKind: 'system',
      actorId: null,
      actorName: 'retention',
      kind: 'audit.prune',
      subjectType: 'audit',
      subjectId: null,
      summary: 'late evening in UTC',
      beforeJson: null,
      afterJson: null,
    });
    expect((await read(`?day=${nairobi}`)).items.map((e) => e.summary)).toContain(
      'late evening in UTC',
    );

    const second = await read('?per_page=3&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 3 });
    expect(second.items).toHaveLength(2);
    for (const query of [
      `?per_page=${LIMITS.pageSizeMax + 1}`,
      '?page=0',
      `?page=${LIMITS.pageRowsMax}&per_page=${LIMITS.pageSizeMax}`,
      '?day=2026-02-30',
      '?day=yesterday',
      '?kind=COUNTER',
      '?kind=a.b.c',
    ]) {
      const res = await api.app.inject({ url: `/api/audit${query}`, headers: bearer(admin.token) });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }

    const actors = await api.app.inject({ url: '/api/audit/actors', headers: bearer(admin.token) });
    expect(actors.json<AuditActor[]>()).toEqual([
      { kind: 'staff', id: admin.id, name: 'Amina Admin' },
      { kind: 'staff', id: other.id, name: 'Baraka Admin' },
      { kind: 'system', id: null, name: 'retention' },
    ]);
  });

  it('cuts long values so an entry stays small', async () => {
    const doctor = await api.account({ fullname: 'Dr Long' });
    await call('PUT', `/api/auth/staff/${doctor.email}`, { background: 'x'.repeat(5000) });
    const [entry] = (await read()).items;
    const after = String(entry?.after?.background);
    expect(after.length).toBe(200);
    expect(after.endsWith('…')).toBe(true);
  });

  it('removes entries past the retention once, with two instances pruning at once', async () => {
    const now = Date.now();
    const repo = auditRepository(api.database.db);
    const entry = (at: number, summary: string) =>
      repo.insert({
        at: new Date(at).toISOString(),
        actorKind: 'staff',
        actorId: admin.id,
        actorName: 'Amina Admin',
        kind: 'counter.create',
        subjectType: 'counter',
        subjectId: null,
        summary,
        beforeJson: null,
        afterJson: null,
      });
    await entry(now - 731 * DAY_MS, 'too old');
    await entry(now - 800 * DAY_MS, 'far too old');
    await entry(now - 729 * DAY_MS, 'kept');

    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const other = buildApp(testConfig(dataDir, { REMINDER_POLL_SECONDS: '0' }), {
      database,
      rateLimits: false,
    });
    await other.ready();
    try {
      const results = await Promise.all([
        api.app.audit.prune(),
        other.audit.prune(),
        api.app.audit.prune(),
        other.audit.prune(),
      ]);
      expect(results.filter((r) => r !== null)).toEqual([2]);
    } finally {
      await other.close();
      await database.db.destroy();
    }
    const { items } = await read();
    expect(items.map((e) => [e.kind, e.actor.kind, e.summary])).toEqual([
      ['audit.prune', 'system', 'Removed 2 activity log entries older than 730 days'],
      ['counter.create', 'staff', 'kept'],
    ]);
    // Not again within the hour; then again, with nothing left to remove.
    expect(await api.app.audit.prune()).toBeNull();
    api.advance(AUDIT_PRUNE_EVERY_MS);
    expect(await api.app.audit.prune()).toBe(0);
  });

  it('takes its retention from AUDIT_RETENTION_DAYS', async () => {
    const short = await createTestApi(kind, { AUDIT_RETENTION_DAYS: '7' });
    try {
      await auditRepository(short.database.db).insert({
        at: new Date(Date.now() - 8 * DAY_MS).toISOString(),
        actorKind: 'system',
        actorId: null,
        actorName: 'demo content',
        kind: 'counter.create',
        subjectType: 'counter',
        subjectId: null,
        summary: 'a week ago and a day',
        beforeJson: null,
        afterJson: null,
      });
      expect(await short.app.audit.prune()).toBe(1);
    } finally {
      await short.close();
    }
  });
});
