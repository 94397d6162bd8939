// The acknowledgement of an enquiry (docs/behaviour.md#enquiry-calls,
// docs/security.md#visitor-text-mail-and-sms): a mail, and a text to a Kenyan mobile number,
// with none of what the visitor typed, and bounded per mailbox, per number and for the site.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { COMPANY, MESSAGES } from 'shared-data/contract';
import { parseOutboxSms } from '../../plugins/sms';
import { ACKNOWLEDGEMENT_LIMITS, ENQUIRY_RECEIVED_SUBJECT } from '../../services/enquiries';
import { createTestApi, readOutbox, type OutboxMail, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const PUBLIC_URL = 'https://vet.example';
/** What a stranger would like the clinic to say for them. */
const PHISHING = 'Your pet insurance lapsed: pay KES 5,000 to till 123456 today';
const ENQUIRY = {
  fullname: `<script>alert(1)</script> Akinyi\u00a0& Co. ${PHISHING}`,
  email: 'akinyi@example.com',
  phonenumber: '0722 418 301',
  message: `<a href="https://evil.example">Click</a>\n${PHISHING}`,
  geo_data: null,
};
const DAY_MS = 24 * 60 * 60 * 1000;

const smsTexts = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.sms.txt'))
    .sort()
    .map((name) => parseOutboxSms(readFileSync(path.join(dir, name), 'utf8')));
};

const acknowledgements = async (dataDir: string) =>
  (await readOutbox(dataDir)).filter((mail) => mail.subject === ENQUIRY_RECEIVED_SUBJECT);

describe.each(testDatabaseKinds())('the acknowledgement of an enquiry on %s', (kind) => {
  let api: TestApi;
  let visitor = 0;
  beforeEach(async () => {
    api = await createTestApi(kind, { PUBLIC_URL, REMINDER_POLL_SECONDS: '0' });
  });
  afterEach(() => api.close());

  /** An enquiry from an address of its own, so the per-address rate limit is not what counts. */
  const send = (change: Partial<typeof ENQUIRY> = {}) => {
    visitor += 1;
    return api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create',
      remoteAddress: `10.0.${Math.floor(visitor / 250) % 250}.${visitor % 250}`,
      payload: { ...ENQUIRY, ...change },
    });
  };
  const settled = () => api.app.services.enquiries.acknowledgementsSettled();

  it('answers an enquiry sent from a Kiswahili page in Kiswahili, still none of what was typed', async () => {
    visitor += 1;
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create?lang=sw',
      remoteAddress: `10.9.0.${visitor % 250}`,
      payload: ENQUIRY,
    });
    expect(res.statusCode).toBe(200);
    await settled();
    const [mail] = (await readOutbox(api.database.dataDir)).filter((m) =>
      m.subject.startsWith('Tumepokea ujumbe wako'),
    );
    expect(mail?.subject).toBe(`Tumepokea ujumbe wako - ${COMPANY.name}`);
    expect(mail?.text).toContain('Habari,');
    expect(mail?.text).toContain('Jumatatu hadi Ijumaa, 08:00–17:00');
    expect(mail?.text).toContain(`${PUBLIC_URL}/sw/book_appointment`);
    expect(mail?.text).not.toContain(PHISHING);
    const [sms] = smsTexts(api.database.dataDir);
    expect(sms?.text).toMatch(/^Mifugo Vet: tumepokea ujumbe wako na tutakujibu hivi karibuni\./);
    // A language the site does not have is refused, and nothing is taken or sent.
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create?lang=xx',
      remoteAddress: '10.9.1.1',
      payload: ENQUIRY,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('mails and texts the client the clinic’s words, none of what was typed', async () => {
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.enquiryReceived });
    await settled();

    const [mail, ...more] = await acknowledgements(api.database.dataDir);
    expect(more).toEqual([]);
    const sent = mail as OutboxMail;
    expect(sent.to).toBe('akinyi@example.com');
    expect(sent.from).toEqual([{ name: COMPANY.name, address: 'no-reply@vet.example' }]);
    expect(sent.replyTo).toEqual([{ name: '', address: COMPANY.email }]);
    // Both parts, saying the same: what happens next, the phone, the way to book.
    for (const part of [sent.text, sent.html]) {
      expect(part).toContain('a member of our team will answer you by email or phone');
      expect(part).toContain(COMPANY.emergencyPhone);
      expect(part).toContain('If you did not write to us');
      for (const typed of ['Akinyi', 'script', 'evil', 'Click', 'KES', 'till', 'insurance']) {
        expect(part).not.toContain(typed);
      }
    }
    expect(sent.text.startsWith('Hello,\n')).toBe(true);
    expect(sent.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(sent.html).toContain(
      `<h1 style="font-size:20px;line-height:1.3;margin:0 0 24px;color:#14532d">We have your message - ${COMPANY.name}</h1>`,
    );
    expect(sent.html).toContain(`<a href="${PUBLIC_URL}/book_appointment"`);
    // The only link is the clinic's own.
    expect(sent.html.match(/<a href="([^"]*)"/g)).toEqual([
      `<a href="${PUBLIC_URL}/book_appointment"`,
    ]);
    expect(sent.html).not.toMatch(/<img|<script|<style|<blockquote/i);

    const [sms, ...moreTexts] = smsTexts(api.database.dataDir);
    expect(moreTexts).toEqual([]);
    expect(sms?.to).toBe('+254722418301');
    expect(sms?.text).toBe(
      `Mifugo Vet: we have your message and will answer soon. If your animal needs help now, call ${COMPANY.emergencyPhone} (24 hours).`,
    );
  });

  it('texts only Kenyan mobile numbers: a number abroad gets the mail alone', async () => {
    expect((await send({ phonenumber: '+44 20 7946 0958' })).statusCode).toBe(200);
    expect((await send({ phonenumber: '(020) 123-4567', email: 'b@example.com' })).statusCode).toBe(
      200,
    );
    await settled();
    expect(await acknowledgements(api.database.dataDir)).toHaveLength(2);
    expect(smsTexts(api.database.dataDir)).toEqual([]);
  });

  it('acknowledges one mailbox at most 3 times a day, however its address is written, even sent at once', async () => {
    const spellings = [
      'victim@gmail.com',
      'Victim+1@gmail.com',
      'v.i.c.t.i.m@googlemail.com',
      'VICTIM+news@GMAIL.com',
      'vic.tim@gmail.com',
      'victim+2@googlemail.com',
      'victim+3@gmail.com',
      'v.ictim@gmail.com',
    ];
    const answers = await Promise.all(
      spellings.map((email, i) => send({ email, phonenumber: `+44 20 7946 ${1000 + i}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(spellings.map(() => 200));
    await settled();
    expect(await acknowledgements(api.database.dataDir)).toHaveLength(
      ACKNOWLEDGEMENT_LIMITS.mailsPerMailbox,
    );
    // Every enquiry was taken all the same.
    const stored = await api.database.db.selectFrom('enquiries').select('email').execute();
    expect(stored).toHaveLength(spellings.length);

    // Another mailbox is not held back; the same one is again a day later.
    await send({ email: 'someone.else@gmail.com', phonenumber: '+44 20 7946 0001' });
    api.advance(DAY_MS + 1000);
    await send({ email: 'victim+later@gmail.com', phonenumber: '+44 20 7946 0002' });
    await settled();
    expect((await acknowledgements(api.database.dataDir)).map((mail) => mail.to)).toEqual(
      expect.arrayContaining(['someone.else@gmail.com', 'victim+later@gmail.com']),
    );
    expect(await acknowledgements(api.database.dataDir)).toHaveLength(
      ACKNOWLEDGEMENT_LIMITS.mailsPerMailbox + 2,
    );
  });

  it('texts one number at most twice a day, however it is written, even sent at once', async () => {
    const spellings = ['0722 418 301', '+254722418301', '254 722-418-301', '(0722) 418301'];
    const answers = await Promise.all(
      spellings.map((phonenumber, i) => send({ phonenumber, email: `owner${i}@example.com` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(spellings.map(() => 200));
    await settled();
    expect(smsTexts(api.database.dataDir)).toHaveLength(ACKNOWLEDGEMENT_LIMITS.textsPerPhone);
    expect(smsTexts(api.database.dataDir).map((sms) => sms.to)).toEqual([
      '+254722418301',
      '+254722418301',
    ]);
  });

  it(`texts at most ${ACKNOWLEDGEMENT_LIMITS.textsPerDay} numbers a day for the whole site`, async () => {
    const over = ACKNOWLEDGEMENT_LIMITS.textsPerDay + 5;
    // Straight to the service: the per-address rate limit of the API is not what is tested.
    await Promise.all(
      Array.from({ length: over }, (_, i) =>
        api.app.services.enquiries.create({
          ...ENQUIRY,
          email: `owner${i}@example.com`,
          phonenumber: `0711 ${String(100000 + i)}`,
        }),
      ),
    );
    await settled();
    const texts = smsTexts(api.database.dataDir);
    expect(texts).toHaveLength(ACKNOWLEDGEMENT_LIMITS.textsPerDay);
    expect(new Set(texts.map((sms) => sms.to)).size).toBe(ACKNOWLEDGEMENT_LIMITS.textsPerDay);
    // The mails of the same enquiries are bounded on their own (500 a day): all went.
    expect(await acknowledgements(api.database.dataDir)).toHaveLength(over);
  });
});

describe.each(testDatabaseKinds())('the acknowledgement by an SMS gateway on %s', (kind) => {
  it('posts the text to the configured gateway, and takes the enquiry when the gateway fails', async () => {
    const received: { auth: string | undefined; body: unknown }[] = [];
    let status = 200;
    const gateway = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(status).end(status === 200 ? '{"ok":true}' : 'down');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const api = await createTestApi(kind, {
      PUBLIC_URL,
      REMINDER_POLL_SECONDS: '0',
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
    });
    try {
      const send = (phonenumber: string, email: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/enquiry/create',
          payload: { ...ENQUIRY, phonenumber, email },
        });
      expect((await send('0733 111 222', 'one@example.com')).statusCode).toBe(200);
      await api.app.services.enquiries.acknowledgementsSettled();
      expect(received).toEqual([
        {
          auth: 'Bearer gateway-secret',
          body: {
            to: '+254733111222',
            from: 'MIFUGOVET',
            message: `Mifugo Vet: we have your message and will answer soon. If your animal needs help now, call ${COMPANY.emergencyPhone} (24 hours).`,
          },
        },
      ]);
      // Nothing in the outbox: the gateway took it.
      expect(smsTexts(api.database.dataDir)).toEqual([]);

      status = 503;
      expect((await send('0733 111 333', 'two@example.com')).statusCode).toBe(200);
      await api.app.services.enquiries.acknowledgementsSettled();
      expect(received).toHaveLength(2);
      // The mail went all the same, and the enquiry is kept.
      expect((await acknowledgements(api.database.dataDir)).map((mail) => mail.to)).toEqual([
        'one@example.com',
        'two@example.com',
      ]);
      expect(await api.database.db.selectFrom('enquiries').select('id').execute()).toHaveLength(2);
    } finally {
      await api.close();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
