import PostalMime from 'postal-mime';
import { enquirySchema, type Enquiry, type Page } from 'shared-data/contract';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { startSmtpServer } from '../../testing/smtp-server';

const ENQUIRY = {
  fullname: 'Njeri Wambui',
  email: 'njeri@example.com',
  phonenumber: '+254 712 345 678',
  message: 'My dog has not eaten for two days. Can I bring him in tomorrow?',
  geo_data: {
    ip: '197.232.1.1',
    country_name: 'Kenya',
    country_code: 'KE',
    region: 'Nairobi',
    city: 'Nairobi',
    latitude: -1.2833,
    longitude: 36.8167,
    timezone: 'Africa/Nairobi',
    calling_code: '+254',
    flag: 'https://flags.example/ke.svg',
  },
};

describe.each(testDatabaseKinds())('enquiries on %s', (kind) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    api = await createTestApi(kind, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterEach(async () => {
    await api.close();
    await smtp.close();
  });

  const create = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/enquiry/create', payload });
  const list = async (token: string) =>
    (await api.app.inject({ url: '/api/enquiry/', headers: bearer(token) })).json<Enquiry[]>();

  it('takes an enquiry from anyone and thanks them', async () => {
    const res = await create(ENQUIRY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Thank you for reaching us, our team will respond shortly' });
    const { token } = await api.account();
    const [stored] = await list(token);
    expect(enquirySchema.parse(stored)).toMatchObject({ ...ENQUIRY, responses: [] });
  });

  it("dates an enquiry and its response in the clinic's time (+03:00), so 01.50 in Nairobi is that day", async () => {
    // 22:50 UTC on 26 Nov is 01:50 on 27 Nov in Nairobi.
    api.advance(Date.parse('2026-11-26T22:50:00.000Z') - Date.now());
    await create(ENQUIRY);
    const { token } = await api.account();
    const [enquiry] = await list(token);
    const nairobiStamp = /^2026-11-27T01:50:\d\d\.\d{3}\+03:00$/;
    expect(enquiry?.createdAt).toMatch(nairobiStamp);
    expect(enquiry?.createdAt.split('T')[0]).toBe('2026-11-27');
    // The same instant as was stored.
    expect(
      Math.abs(Date.parse(enquiry?.createdAt ?? '') - Date.parse('2026-11-26T22:50:00Z')),
    ).toBeLessThan(60_000);
    await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/respond',
      headers: bearer(token),
      payload: { query_id: enquiry?.query_id, response: 'Come at 9am.' },
    });
    const page = await api.app.inject({ url: '/api/enquiry/page', headers: bearer(token) });
    const [paged] = page.json<Page<Enquiry>>().items;
    expect(paged?.createdAt).toBe(enquiry?.createdAt);
    expect(paged?.responses[0]?.createdAt).toMatch(nairobiStamp);
  });

  it('takes an enquiry without geo_data, and lists the newest first', async () => {
    const withoutGeo: Partial<typeof ENQUIRY> = { ...ENQUIRY };
    delete withoutGeo.geo_data;
    await create({ ...withoutGeo, message: 'first' });
    await create({ ...withoutGeo, message: 'second', geo_data: null });
    const { token } = await api.account();
    expect((await list(token)).map((e) => [e.message, e.geo_data])).toEqual([
      ['second', null],
      ['first', null],
    ]);
  });

  it.each([
    [{ fullname: '' }, 'fullname is required'],
    [{ email: 'njeri' }, 'email must be a valid email address'],
    [
      { phonenumber: 'call me' },
      'phonenumber must be a phone number (digits, spaces, +, - and brackets)',
    ],
    [{ message: '   ' }, 'message is required'],
    [{ message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    [{ geo_data: { latitude: 'south' } }, 'geo_data.latitude must be a number'],
    [{ geo_data: { latitude: 91 } }, 'geo_data.latitude must be at most 90'],
    [{ geo_data: 'Nairobi' }, 'geo_data must be an object'],
  ])('checks each field (%#)', async (change, msg) => {
    const res = await create({ ...ENQUIRY, ...change });
    expect(res.json()).toEqual({ status: 400, msg });
  });

  it('stores all of 50 enquiries sent at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create({ ...ENQUIRY, message: `enquiry ${i}` })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const { token } = await api.account();
    const messages = (await list(token)).map((e) => e.message);
    expect(new Set(messages).size).toBe(50);
  });

  it('mails a response to the client through SMTP and records who answered', async () => {
    await create(ENQUIRY);
    // The enquiry's acknowledgement goes first (enquiry-acknowledgement.test.ts says what it holds).
    await api.app.services.enquiries.acknowledgementsSettled();
    expect(smtp.received).toHaveLength(1);
    const { token } = await api.account({ fullname: 'Dr Wanjiru Kamau' });
    const [enquiry] = await list(token);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/respond',
      headers: bearer(token),
      payload: {
        query_id: enquiry?.query_id,
        // The server mails the enquiry's own address, whatever the body says.
        email: 'someone-else@example.com',
        fullname: ENQUIRY.fullname,
        response: 'Yes, bring him at 9am. Keep water available.',
      },
    });
    expect(res.json()).toEqual({ msg: 'The response has been shared with the client' });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.to).toEqual(['njeri@example.com']);
    const mail = await PostalMime.parse(smtp.received[1]?.raw ?? Buffer.alloc(0));
    expect(mail.subject).toBe('Your enquiry to Mifugo Animal Health Services');
    expect(mail.text).toContain('Yes, bring him at 9am. Keep water available.');
    // The client's own words come back quoted, after the answer.
    expect(mail.text).toContain('You wrote, in the enquiry form:\n> Name: Njeri Wambui');
    const [answered] = await list(token);
    expect(answered?.responses).toEqual([
      {
        response: 'Yes, bring him at 9am. Keep water available.',
        responded_by: 'Dr Wanjiru Kamau',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('keeps responses within 5000 characters and answers 404 for an unknown enquiry', async () => {
    const { token } = await api.account();
    const respond = (payload: object) =>
      api.app.inject({
        method: 'POST',
        url: '/api/enquiry/respond',
        headers: bearer(token),
        payload,
      });
    expect((await respond({ query_id: 'x', response: 'y'.repeat(5001) })).json()).toEqual({
      status: 400,
      msg: 'response must be at most 5000 characters',
    });
    expect((await respond({ query_id: 'unknown', response: 'hello' })).json()).toEqual({
      status: 404,
      msg: 'The enquiry was not found',
    });
  });

  it('records nothing when the mail cannot be sent, and says so', async () => {
    await create(ENQUIRY);
    const { token } = await api.account();
    const [enquiry] = await list(token);
    await smtp.close();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/respond',
      headers: bearer(token),
      payload: { query_id: enquiry?.query_id, response: 'hello' },
    });
    expect(res.json()).toEqual({
      status: 502,
      msg: 'The response could not be emailed to the client, try again',
    });
    expect((await list(token))[0]?.responses).toEqual([]);
  });
});
