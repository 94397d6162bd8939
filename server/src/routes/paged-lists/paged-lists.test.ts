import {
  blogSchema,
  enquirySchema,
  pageOf,
  staffMemberSchema,
  type Enquiry,
  type Page,
  type StaffMember,
} from 'shared-data/contract';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

// The dashboard's paged lists (docs/behaviour.md#paged-list-calls), and the calls they sit
// beside, which answer as before.
describe.each(testDatabaseKinds())('paged lists on %s', (kind) => {
  let api: TestApi;
  let admin: { id: string; email: string; token: string };
  beforeEach(async () => {
    api = await createTestApi(kind);
    admin = await api.account({ isAdmin: true, fullname: 'Admin Person' });
  });
  afterEach(() => api.close());

  const get = (url: string, token = admin.token) =>
    api.app.inject({ url, headers: token ? bearer(token) : {} });

  const enquiry = (n: number, change: Partial<Record<string, string>> = {}) =>
    api.app.services.enquiries.create({
      fullname: `Client ${n}`,
      email: `client${n}@example.com`,
      phonenumber: `+254 700 000 ${String(n).padStart(3, '0')}`,
      message: `Question number ${n}`,
      geo_data: null,
      ...change,
    });

  async function answer(queryId: string) {
    await api.database.db
      .insertInto('enquiry_responses')
      .values({
        id: `r-${queryId}`,
        enquiry_id: queryId,
        staff_id: admin.id,
        responder_name: 'Admin Person',
        response: 'Come in on Monday',
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  async function enquiryPage(query: string): Promise<Page<Enquiry>> {
    const res = await get(`/api/enquiry/page${query}`);
    expect(res.statusCode).toBe(200);
    return pageOf(enquirySchema).strict().parse(res.json());
  }
  const messages = (page: Page<Enquiry>) => page.items.map((e) => e.message);

  describe('enquiries', () => {
    it('pages newest first, 20 by default, with the count of all', async () => {
      for (let n = 1; n <= 25; n += 1) await enquiry(n);
      const first = await enquiryPage('');
      expect(first).toMatchObject({ total: 25, page: 1, per_page: 20 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]?.message).toBe('Question number 25');
      const second = await enquiryPage('?page=2');
      expect(messages(second)).toEqual([5, 4, 3, 2, 1].map((n) => `Question number ${n}`));
      const small = await enquiryPage('?page=3&per_page=4');
      expect(small).toMatchObject({ total: 25, page: 3, per_page: 4 });
      expect(messages(small)).toEqual([17, 16, 15, 14].map((n) => `Question number ${n}`));
      // Past the end: no rows, the count still said.
      expect(await enquiryPage('?page=9')).toMatchObject({ items: [], total: 25, page: 9 });
    });

    it('searches name, email, phone and message, ignoring case', async () => {
      await enquiry(1, { fullname: 'Wanjiku Kamau' });
      await enquiry(2, { email: 'kamau.j@example.com' });
      await enquiry(3, { phonenumber: '+254 722 111 999' });
      await enquiry(4, { message: 'My cow KAMAU is limping' });
      await enquiry(5);
      expect(messages(await enquiryPage('?q=kamau'))).toEqual([
        'My cow KAMAU is limping',
        'Question number 2',
        'Question number 1',
      ]);
      expect((await enquiryPage('?q=KaMaU')).total).toBe(3);
      expect(messages(await enquiryPage('?q=722%20111'))).toEqual(['Question number 3']);
      // Blank search text searches nothing.
      expect((await enquiryPage('?q=%20%20')).total).toBe(5);
      expect(await enquiryPage('?q=nobody')).toMatchObject({ items: [], total: 0 });
    });

    it("takes the search's % _ and \\ literally, and its quotes as text", async () => {
      await enquiry(1, { message: 'Vaccines are 100% done' });
      await enquiry(2, { message: 'A 1000 shilling deposit' });
      await enquiry(3, { message: 'file_name and path\\to' });
      await enquiry(4, { message: 'filexname' });
      expect(messages(await enquiryPage(`?q=${encodeURIComponent('100%')}`))).toEqual([
        'Vaccines are 100% done',
      ]);
      expect((await enquiryPage(`?q=${encodeURIComponent('%')}`)).total).toBe(1);
      expect(messages(await enquiryPage('?q=file_'))).toEqual(['file_name and path\\to']);
      expect((await enquiryPage(`?q=${encodeURIComponent('h\\t')}`)).total).toBe(1);
      expect((await enquiryPage(`?q=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    });

    it('filters awaiting a response or answered, with the search', async () => {
      for (let n = 1; n <= 4; n += 1) await enquiry(n);
      const all = await enquiryPage('');
      const ids = all.items.map((e) => e.query_id);
      await answer(ids[0]!);
      await answer(ids[2]!);
      expect(messages(await enquiryPage('?status=answered'))).toEqual([
        'Question number 4',
        'Question number 2',
      ]);
      const answered = await enquiryPage('?status=answered');
      expect(answered.items[0]?.responses).toEqual([
        expect.objectContaining({ response: 'Come in on Monday', responded_by: 'Admin Person' }),
      ]);
      expect(messages(await enquiryPage('?status=awaiting'))).toEqual([
        'Question number 3',
        'Question number 1',
      ]);
      expect(messages(await enquiryPage('?status=awaiting&q=number%203'))).toEqual([
        'Question number 3',
      ]);
    });

    it('refuses bad paging with a 400 naming the field, and anyone signed out', async () => {
      const refusals: [string, string][] = [
        ['?page=0', 'page must be at least 1'],
        ['?page=two', 'page must be a number'],
        ['?per_page=101', 'per_page must be at most 100'],
        ['?per_page=2.5', 'per_page must be a whole number'],
        ['?status=done', 'status must be one of awaiting, answered'],
        [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
      ];
      for (const [query, msg] of refusals) {
        const res = await get(`/api/enquiry/page${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, msg });
      }
      const signedOut = await get('/api/enquiry/page', '');
      expect(signedOut.statusCode).toBe(401);
    });

    it('leaves GET enquiry/ as it was: the whole list, whatever the query says', async () => {
      for (let n = 1; n <= 3; n += 1) await enquiry(n);
      const plain = await get('/api/enquiry/');
      const withQuery = await get('/api/enquiry/?page=2&per_page=1&q=zzz&status=answered');
      expect(plain.statusCode).toBe(200);
      expect(withQuery.body).toBe(plain.body);
      const list = plain.json<unknown[]>();
      expect(Array.isArray(list)).toBe(true);
      expect(list.map((e) => enquirySchema.strict().parse(e).message)).toEqual([
        'Question number 3',
        'Question number 2',
        'Question number 1',
      ]);
      // The same rows, in the same order, as the paged call's first page.
      expect(JSON.stringify((await enquiryPage('')).items)).toBe(plain.body);
    });
  });

  describe('staff', () => {
    const staffPage = async (query: string, token = admin.token) => {
      const res = await get(`/api/auth/staff/page${query}`, token);
      expect(res.statusCode).toBe(200);
      return pageOf(staffMemberSchema).strict().parse(res.json());
    };
    const names = (page: Page<StaffMember>) => page.items.map((s) => s.fullname);

    it('shows an administrator every account, waiting ones first, then newest', async () => {
      await api.account({ fullname: 'Amina Odhiambo' });
      await api.account({ fullname: 'Brian Otieno', status: 'PENDING' });
      await api.account({ fullname: 'Chebet Rono', status: 'SUSPENDED' });
      const page = await staffPage('');
      expect(names(page)).toEqual([
        'Brian Otieno',
        'Chebet Rono',
        'Amina Odhiambo',
        'Admin Person',
      ]);
      expect(page.total).toBe(4);
      expect(page.items.every((s) => typeof s.email === 'string')).toBe(true);
      expect(names(await staffPage('?status=SUSPENDED'))).toEqual(['Chebet Rono']);
      expect(names(await staffPage('?q=OTIENO'))).toEqual(['Brian Otieno']);
      const { email } = await api.account({ fullname: 'Dan Kiprop' });
      expect(names(await staffPage(`?q=${encodeURIComponent(email)}`))).toEqual(['Dan Kiprop']);
      expect(names(await staffPage('?per_page=2&page=3'))).toEqual(['Admin Person']);
    });

    it('shows anyone else ACTIVE accounts without emails, and no search by email', async () => {
      const member = await api.account({ fullname: 'Esther Njoroge' });
      await api.account({ fullname: 'Faith Waweru', status: 'PENDING' });
      const page = await staffPage('', member.token);
      expect(names(page)).toEqual(['Esther Njoroge', 'Admin Person']);
      expect(page.items.some((s) => 'email' in s)).toBe(false);
      expect((await staffPage('?status=PENDING', member.token)).total).toBe(0);
      expect((await staffPage(`?q=${admin.email.slice(0, 10)}`, member.token)).total).toBe(0);
      expect((await get('/api/auth/staff/page', '')).statusCode).toBe(401);
    });

    it('leaves GET auth/staff/ as it was', async () => {
      await api.account({ fullname: 'Grace Mutua', status: 'PENDING' });
      const plain = await get('/api/auth/staff/');
      expect((await get('/api/auth/staff/?page=2&per_page=1&q=zz')).body).toBe(plain.body);
      expect(plain.json<StaffMember[]>().map((s) => s.fullname)).toEqual([
        'Grace Mutua',
        'Admin Person',
      ]);
    });
  });

  describe('blogs', () => {
    async function blog(n: number, title: string, paragraph?: string) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
      await api.database.db
        .insertInto('blogs')
        .values({
          id: `b${n}`,
          title,
          image_id: null,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (paragraph) {
        await api.database.db
          .insertInto('paragraphs')
          .values({
            id: `p${n}`,
            blog_id: `b${n}`,
            position: 0,
            content_type: 'paragraph',
            content: paragraph,
            image_id: null,
            created_at: at,
          })
          .execute();
      }
    }
    const blogPage = async (query: string) => {
      const res = await get(`/api/blog/page${query}`);
      expect(res.statusCode).toBe(200);
      return pageOf(blogSchema).strict().parse(res.json());
    };

    it('pages newest first and searches titles and paragraphs', async () => {
      await blog(1, 'Tick control', 'Dip cattle every week in the WET season');
      await blog(2, 'Puppy vaccines', 'From six weeks');
      await blog(3, 'Wet weather and hooves');
      const all = await blogPage('?per_page=2');
      expect(all).toMatchObject({ total: 3, page: 1, per_page: 2 });
      expect(all.items.map((b) => b.title)).toEqual(['Wet weather and hooves', 'Puppy vaccines']);
      expect(all.items[1]?.paragraphs.map((p) => p.content)).toEqual(['From six weeks']);
      const wet = await blogPage('?q=wet');
      expect(wet.items.map((b) => b.title)).toEqual(['Wet weather and hooves', 'Tick control']);
      expect((await get('/api/blog/page', '')).statusCode).toBe(401);
      // The public list is untouched by the query.
      expect((await get('/api/blog/?page=2&q=wet', '')).json<unknown[]>()).toHaveLength(3);
    });
  });
});
