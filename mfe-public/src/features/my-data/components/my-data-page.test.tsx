import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingConfirmation, CallResponse } from 'shared-data';
import { PRIVACY_MESSAGES } from 'shared-data';
import { OTHER_VISITOR, setupBookingApi } from '../../../app/testing/booking-api';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { readableText } from './readable-file';

// The real API, its data as fresh for each test: Akinyi wrote to the clinic and booked; the page
// is hers.
const server = setupBookingApi({ wanjiru: { fullname: 'Dr. Wanjiru Kamau', doctor: true } });
let booking: BookingConfirmation;
/** The day of her booking. */
let day: string;
beforeEach(async () => {
  const doctor = server.api.staff.wanjiru;
  day = (await server.workingDays())[2]!;
  const slots = await server.slots('consultation', day, doctor.id);
  booking = await server.book({
    type: 'consultation',
    start: slots[0]!.start,
    doctor_id: doctor.id,
    ...OTHER_VISITOR,
    remind_vaccinations: true,
  });
  const made = await server.call('POST', 'enquiry/create', {
    body: {
      fullname: OTHER_VISITOR.fullname,
      email: OTHER_VISITOR.email,
      phonenumber: '0722 418 301',
      message: 'Is Tiny due her shots?',
    },
  });
  expect(made.status).toBe(200);
});

/** A call an administrator makes, its answer checked. */
async function asAdmin<T>(apiPath: string): Promise<T> {
  const { status, body } = await server.call<T>('GET', apiPath, {
    token: server.api.admin.token,
  });
  expect(status).toBe(200);
  return body;
}

/** The code of the last code mail, in the language of the page that asked for it. */
async function mailedCode(language: 'en' | 'sw' = 'en'): Promise<string> {
  const { subject, code: written } = {
    en: { subject: /code to see your data/, code: /code is (\d{6})/ },
    sw: { subject: /^Nambari yako ya kuona data yako/, code: /uthibitisho ni (\d{6})/ },
  }[language];
  let code = '';
  await waitFor(async () => {
    const mails = await server.api.outbox();
    const mail = mails.findLast((m) => subject.test(m.subject));
    code = written.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  });
  return code;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await renderPage('/privacy/my-data');
  expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await user.type(screen.getByLabelText(/Email address or phone number/), OTHER_VISITOR.email);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  const codeHeading = await screen.findByRole('heading', { name: '2. Your code' });
  await waitFor(() => expect(codeHeading).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.codeSent);
  await user.type(screen.getByLabelText(/6-digit code/), await mailedCode());
  await user.click(screen.getByRole('button', { name: 'See my data' }));
  const recordHeading = await screen.findByRole('heading', {
    name: `3. What we hold about ${OTHER_VISITOR.email}`,
  });
  await waitFor(() => expect(recordHeading).toHaveFocus());
}

describe('the Your data page', () => {
  it('asks for a contact it can use, then says what the code step needs', async () => {
    const user = userEvent.setup();
    await renderPage('/privacy/my-data');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(screen.getByLabelText(/Email address or phone number/)).toHaveAccessibleDescription(
      /Please enter the email address or phone number you gave us/,
    );
    await user.type(screen.getByLabelText(/Email address or phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(screen.getByLabelText(/Email address or phone number/)).toHaveAccessibleDescription(
      /Kenyan phone number/,
    );
  });

  it('refuses a wrong code in the alert region', async () => {
    const user = userEvent.setup();
    await renderPage('/privacy/my-data');
    await user.type(screen.getByLabelText(/Email address or phone number/), OTHER_VISITOR.email);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByRole('heading', { name: '2. Your code' });
    const right = await mailedCode();
    await user.type(
      screen.getByLabelText(/6-digit code/),
      right === '000000' ? '111111' : '000000',
    );
    await user.click(screen.getByRole('button', { name: 'See my data' }));
    // The page may hold another, empty alert region meanwhile: wait for the one with the words.
    const refused = await screen.findByText(PRIVACY_MESSAGES.codeRefused);
    expect(refused.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows everything held, corrects the name, takes a request, and erases after a confirmation', async () => {
    const user = userEvent.setup();
    await signIn(user);
    const appointments = screen.getByRole('region', { name: 'Appointments (1)' });
    expect(within(appointments).getByText(booking.reference)).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages from the contact form (1)' });
    expect(within(messages).getByText('Is Tiny due her shots?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Akinyi Wafula');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.corrected),
    );
    expect(within(appointments).getByText('Akinyi Wafula')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Your request' }), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.requestReceived),
    );
    expect(screen.getByText(/we will answer by \d{4}-\d\d-\d\d/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    const confirm = screen.getByRole('heading', { name: 'Erase everything we hold about you?' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Yes, erase my data' }));
    const done = await screen.findByRole('heading', { name: 'Your data has been erased' });
    await waitFor(() => expect(done).toHaveFocus());
    // What the clinic's staff now see of her.
    const [stored] = await asAdmin<CallResponse<'staffAppointments'>>(
      `appointments/staff?from=${day}&to=${day}`,
    );
    expect(stored).toEqual(expect.objectContaining({ fullname: '(erased)', status: 'cancelled' }));
    expect(await asAdmin<CallResponse<'enquiries'>>('enquiry/')).toEqual([]);
  });
});

describe('the consents on the Your data page', () => {
  it('withdraws them in one action, and offers it no more once none is in force', async () => {
    const user = userEvent.setup();
    await signIn(user);
    const consents = screen.getByRole('region', { name: 'What you agreed to (1)' });
    expect(within(consents).getByText('Vaccination reminders')).toBeVisible();
    await user.click(within(consents).getByRole('button', { name: 'Withdraw my consents' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.withdrawn),
    );
    const after = screen.getByRole('region', { name: 'What you agreed to (1)' });
    expect(within(after).queryByRole('button', { name: 'Withdraw my consents' })).toBeNull();
    // Her one consent is withdrawn, through this page, as the activity log and her booking say.
    const log = await asAdmin<CallResponse<'audit'>>('audit?kind=consent.withdraw');
    expect(log.items.map((entry) => entry.actor.name)).toEqual([
      'a visitor, through the privacy page',
    ]);
    const [stored] = await asAdmin<CallResponse<'staffAppointments'>>(
      `appointments/staff?from=${day}&to=${day}`,
    );
    expect(stored?.remind_vaccinations).toBe(false);
  });
});

describe('the readable file', () => {
  it('lists every section and field in words, a dash for nothing', () => {
    const text = readableText({
      contact: 'a@example.com',
      generated_at: '2026-11-28T10:00:00.000Z',
      sections: [
        {
          kind: 'bookings',
          title: 'Appointments',
          about: 'Why we keep them.',
          items: [{ pet_name: 'Tiny', email: null, answers: ['one', 'two'] }],
        },
        { kind: 'requests', title: 'Requests', about: 'Kept a while.', items: [] },
      ],
    });
    expect(text).toBe(
      [
        'What we hold about a@example.com',
        'Made 2026-11-28T10:00:00.000Z',
        '',
        'Appointments',
        '============',
        'Why we keep them.',
        '',
        '1.',
        "  Pet's name: Tiny",
        '  Email: -',
        '  Our answers: one',
        '    two',
        '',
        'Requests',
        '========',
        'Kept a while.',
        '',
        'Nothing of this kind.',
        '',
        '',
      ].join('\n'),
    );
  });
});

describe('the Your data page in Kiswahili', () => {
  it('asks for the contact and the code, then shows the record, in Kiswahili', async () => {
    const user = userEvent.setup();
    await renderPageInSwahili('/privacy/my-data');
    expect(screen.getByRole('heading', { level: 1, name: 'Data yako' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Data yako'));
    const send = screen.getByRole('button', { name: 'Nitumie nambari ya uthibitisho' });
    await user.click(send);
    const contact = screen.getByLabelText(/Anwani ya barua pepe au nambari ya simu/);
    expect(contact).toHaveAccessibleDescription(
      /Tafadhali weka anwani ya barua pepe au nambari ya simu uliyotupa\./,
    );
    await user.type(contact, OTHER_VISITOR.email);
    await user.click(send);
    await screen.findByRole('heading', { name: '2. Nambari yako ya uthibitisho' });
    await user.type(screen.getByLabelText(/Nambari ya uthibitisho \(tarakimu 6\)/), '12');
    await user.click(screen.getByRole('button', { name: 'Ona data yangu' }));
    expect(
      screen.getByLabelText(/Nambari ya uthibitisho \(tarakimu 6\)/),
    ).toHaveAccessibleDescription(/Tafadhali weka tarakimu 6 za nambari ya uthibitisho\./);
    await user.clear(screen.getByLabelText(/Nambari ya uthibitisho \(tarakimu 6\)/));
    await user.type(
      screen.getByLabelText(/Nambari ya uthibitisho \(tarakimu 6\)/),
      await mailedCode('sw'),
    );
    await user.click(screen.getByRole('button', { name: 'Ona data yangu' }));
    await screen.findByRole('heading', {
      name: `3. Data tuliyo nayo kuhusu ${OTHER_VISITOR.email}`,
    });
    expect(screen.getByRole('button', { name: 'Pakua kama JSON' })).toBeEnabled();
    expect(screen.getAllByText('Jina la mnyama').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Rekebisha maelezo yako' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Jina lako kamili' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Futa data yangu' }));
    expect(
      screen.getByRole('heading', { name: 'Ungependa kufuta kila kitu tulicho nacho kukuhusu?' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hapana, ibaki' })).toBeVisible();
  });
});

/**
 * The text of the file `act` offers to save: the page makes it a blob (jsdom has no blob
 * addresses: they are made here, and revoked later by the page) and clicks a link to it, which
 * jsdom would follow as a navigation it does not implement.
 */
async function downloaded(act: () => Promise<void>): Promise<string> {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => `blob:file-${files.push(blob)}`;
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  try {
    await act();
  } finally {
    click.mockRestore();
  }
  expect(files).toHaveLength(1);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`the file was not read: ${String(reader.error)}`));
    reader.readAsText(files[0]!);
  });
}

/** The requests the page made to one call, by their address (path and query). */
const asked = (route: string) => server.to(route).map((req) => req.url);

describe('the record on the Your data page in Kiswahili', () => {
  it("asks for it with ?lang=sw and shows the server's words in Kiswahili, her data as she gave it", async () => {
    const user = userEvent.setup();
    await renderPageInSwahili('/privacy/my-data');
    await user.type(
      screen.getByLabelText(/Anwani ya barua pepe au nambari ya simu/),
      OTHER_VISITOR.email,
    );
    await user.click(screen.getByRole('button', { name: 'Nitumie nambari ya uthibitisho' }));
    await user.type(
      await screen.findByLabelText(/Nambari ya uthibitisho \(tarakimu 6\)/),
      await mailedCode('sw'),
    );
    await user.click(screen.getByRole('button', { name: 'Ona data yangu' }));
    await screen.findByRole('heading', {
      name: `3. Data tuliyo nayo kuhusu ${OTHER_VISITOR.email}`,
    });
    expect(asked('POST /api/privacy/export')).toEqual(['/api/privacy/export?lang=sw']);

    const appointments = screen.getByRole('region', { name: 'Miadi (1)' });
    expect(within(appointments).getByText(booking.reference)).toBeVisible();
    expect(within(appointments).getByText(/^Miadi yako, iliyopita na ijayo/)).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Jumbe kutoka fomu ya mawasiliano (1)' });
    expect(within(messages).getByText('Is Tiny due her shots?')).toBeVisible();
    const consents = screen.getByRole('region', { name: 'Idhini ulizotoa (1)' });
    expect(within(consents).getByText('Vikumbusho vya chanjo')).toBeVisible();
    expect(screen.queryByText('Vaccination reminders')).toBeNull();
    expect(screen.queryByText(/Messages from the contact form|What you agreed to/)).toBeNull();

    // The text file says what the page says: its own words and the server's, in Kiswahili.
    const file = await downloaded(() =>
      user.click(screen.getByRole('button', { name: 'Pakua kama faili ya maandishi' })),
    );
    expect(file).toContain(`Data tuliyo nayo kuhusu ${OTHER_VISITOR.email}`);
    expect(file).toContain('Idhini ulizotoa\n===============\nIdhini ulizotoa zaidi ya huduma');
    expect(file).toContain('Vikumbusho vya chanjo');
    expect(file).not.toContain('Appointments');

    // Withdrawing and correcting answer the record in Kiswahili too.
    await user.click(within(consents).getByRole('button', { name: 'Ondoa idhini zangu' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Idhini ulizotoa (1)' })).queryByRole('button'),
      ).toBeNull(),
    );
    expect(asked('POST /api/privacy/withdraw')).toEqual(['/api/privacy/withdraw?lang=sw']);
    await user.type(screen.getByRole('textbox', { name: 'Jina lako kamili' }), 'Akinyi Wafula');
    await user.click(screen.getByRole('button', { name: 'Hifadhi marekebisho' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Miadi (1)' })).getByText('Akinyi Wafula'),
      ).toBeVisible(),
    );
    expect(asked('POST /api/privacy/correct')).toEqual(['/api/privacy/correct?lang=sw']);
    expect(screen.getByRole('region', { name: 'Idhini ulizotoa (1)' })).toBeVisible();
    // The body is the call's own: the language is in the address only.
    expect(JSON.parse(server.to('POST /api/privacy/correct')[0]!.body)).not.toHaveProperty(
      'language',
    );
  });

  it('asks for it as before on an English page, without ?lang', async () => {
    const user = userEvent.setup();
    await signIn(user);
    expect(asked('POST /api/privacy/export')).toEqual(['/api/privacy/export']);
    expect(screen.getByRole('region', { name: 'What you agreed to (1)' })).toBeVisible();
  });
});
