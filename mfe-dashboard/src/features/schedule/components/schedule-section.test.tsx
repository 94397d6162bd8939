import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Holiday, StaffAppointment } from 'shared-data';
import {
  addClinicDays,
  clinicDay,
  clinicInstant,
  clinicWeekday,
  toClinicIso,
} from 'shared-data/contract/booking';
import { expectToast } from 'shared-ui/testing';
import { setupRealApi } from 'shared-data/testing/real-api';
import { renderDashboard, userOf } from '../../../app/testing/render-dashboard';
import { LIVE_POLL_MS } from '../sagas/schedule.saga';
import { dayName } from '../../../shared/clinic-texts';

// The real API and database in a child process; each test books on days of its own.
// A real server in another process answers these screens: with every core running a test file
// it can wait seconds for the CPU, so a wait for its answer ends only after 15 s (a test that
// hangs still fails at its own limit).
configure({ asyncUtilTimeout: 15_000 });

// An administrator who is a doctor, and a doctor who is not an administrator.
const server = setupRealApi({ admin: { fullname: 'Dr Wanjiru Kamau', doctor: true } });
let monday: string;
let phones = 0;
const phone = () => `0722 ${String(100_000 + (process.pid % 800) * 100 + ++phones).slice(-6)}`;

beforeAll(async () => {
  const { body: holidays } = await server.call<Holiday[]>('GET', 'appointments/holidays');
  monday = addClinicDays(clinicDay(), 2);
  while (clinicWeekday(monday) !== 1 || holidays.some((h) => h.date === monday))
    monday = addClinicDays(monday, 1);
});

/** A booking taken by phone through the API (staff may book in the evening, outside hours). */
async function phoneBooking(
  day: string,
  time: string,
  fields: Partial<{ doctor_id: string; fullname: string; pet_name: string; email: string }> = {},
) {
  const { status, body } = await server.call<StaffAppointment>('POST', 'appointments/staff', {
    token: server.admin.token,
    body: {
      type: 'consultation',
      start: toClinicIso(clinicInstant(day, time)),
      doctor_id: server.admin.id,
      fullname: 'Achieng Odhiambo',
      phonenumber: phone(),
      email: 'achieng@example.com',
      pet_name: 'Bella',
      species: 'Dog',
      note: 'Limping on the left hind leg',
      ...fields,
    },
  });
  expect(status).toBe(201);
  return body;
}

async function show(url: string, member = server.admin) {
  const user = await userOf(server, member);
  const view = renderDashboard(url, server.base, { user, accessToken: member.token });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/**
 * jsdom matches no media query, so the section is laid out as on a phone: the controls other
 * than the day's steps are folded behind Options.
 */
async function openOptions() {
  const toggle = screen.getByRole('button', { name: /^Options/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
}

const booking = (name: RegExp | string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('the Appointments section (/dashboard/appointments)', () => {
  it('opens on today, steps through days and weeks, filters by doctor, all in the URL', async () => {
    const day = addClinicDays(monday, 1);
    await phoneBooking(day, '18:00', { pet_name: 'Simba' });
    await phoneBooking(day, '18:30', {
      doctor_id: server.staff.doctor.id,
      fullname: 'Otieno Ouma',
      pet_name: 'Tiger',
    });
    await show('/dashboard/appointments');
    expect(
      screen.getByRole('heading', { level: 2, name: dayName(clinicDay(), true) }),
    ).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Counts' });
    await waitFor(() =>
      expect(counts).toHaveTextContent(/^Today: \d+ bookings?No-shows this month: \d+$/),
    );

    // A date picker sets the whole date at once.
    await openOptions();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    expect(screen.getByRole('heading', { level: 2, name: dayName(day, true) })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: `Bookings on ${dayName(day)}` });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['18.00–18.30 Consultation · Simba (Dog)', '18.30–19.00 Consultation · Tiger (Dog)']);

    // One doctor.
    await screen.findByRole('option', { name: 'Dr Otieno Ouma' });
    await userEvent.selectOptions(screen.getByLabelText('Doctor'), 'Dr Otieno Ouma');
    expect(
      screen.getByRole('heading', { level: 2, name: `${dayName(day, true)} · Dr Otieno Ouma` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Simba/)).not.toBeInTheDocument());
    expect(screen.getByText(/Tiger/)).toBeInTheDocument();

    // The week, then the next day (empty).
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Week of ${dayName(monday, true)} · Dr Otieno Ouma`,
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: dayName(monday) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: /Tiger/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    await userEvent.selectOptions(screen.getByLabelText('Doctor'), 'All doctors');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      await screen.findByText(`No bookings on ${dayName(addClinicDays(day, 1))}`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText(/Simba/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(
      screen.getByRole('heading', { level: 2, name: dayName(clinicDay(), true) }),
    ).toBeInTheDocument();
  }, 60_000);

  it('on a phone folds every control but the day’s steps behind Options, so the day comes first', async () => {
    const day = addClinicDays(monday, 3);
    await phoneBooking(day, '17:00', { fullname: 'Chebet Rono', pet_name: 'Kibo' });
    await show(`/dashboard/appointments?day=${day}`);
    const toggle = screen.getByRole('button', { name: /^Options/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded: out of the page for everyone, screen readers included.
    for (const name of ['Add phone booking', 'Week', 'Hours and time off']) {
      expect(
        screen.queryByRole(name === 'Hours and time off' ? 'link' : 'button', { name }),
      ).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('combobox', { name: 'Doctor' })).not.toBeInTheDocument();
    // What stays: the counts, the day's steps and the day itself.
    expect(screen.getByRole('list', { name: 'Counts' })).toBeVisible();
    for (const name of ['Previous day', 'Today', 'Next day']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(await screen.findByRole('heading', { level: 3, name: /Kibo/ })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Add phone booking' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Doctor' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hours and time off' })).toBeVisible();
  }, 60_000);

  it('opens the view, day and doctor a URL names', async () => {
    const day = addClinicDays(monday, 1);
    await show(`/dashboard/appointments?view=week&day=${day}&doctor=${server.staff.doctor.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: `Week of ${dayName(monday, true)} · Dr Otieno Ouma`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Doctor')).toHaveValue(server.staff.doctor.id);
    expect(await screen.findByRole('heading', { level: 4, name: /Tiger/ })).toBeInTheDocument();
    expect(screen.queryByText(/Simba/)).not.toBeInTheDocument();
  }, 60_000);

  it("shows a booking's details and marks it arrived, then completed, by the client's name", async () => {
    const day = addClinicDays(monday, 2);
    const created = await phoneBooking(day, '19:00', { fullname: 'Wambui Njeri', pet_name: 'Max' });
    await show(`/dashboard/appointments?day=${day}`);
    await screen.findByRole('heading', { name: /Max/ });
    await userEvent.click(
      screen.getByRole('button', { name: "Details of Wambui Njeri's booking" }),
    );
    const dialog = screen.getByRole('dialog', { name: '19.00 Consultation, Max' });
    const details = Array.from(dialog.querySelectorAll('dt')).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(details).toEqual([
      'Type: Consultation (30 minutes)',
      `Time: ${dayName(day, true)}, 19.00–19.30`,
      'Doctor: Dr Wanjiru Kamau',
      'Client: Wambui Njeri',
      `Phone: ${created.phonenumber.replace(/^\+254(\d{3})(\d{3})(\d{3})$/, '+254 $1 $2 $3')}`,
      'Email: achieng@example.com',
      'Vaccination reminders: Not agreed',
      'Pet: Max',
      'Species: Dog',
      'Note: Limping on the left hind leg',
      'Booked: By phone',
      'Status: Booked',
      `Reference: ${created.reference}`,
    ]);
    expect(within(dialog).getByRole('link', { name: /^\+254/ })).toHaveAttribute(
      'href',
      `tel:${created.phonenumber}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Mark Wambui Njeri arrived' }));
    await expectToast('Appointment updated', 'success');
    expect(screen.getByRole('button', { name: 'Mark Wambui Njeri arrived' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(booking(/Max/)).getByText('Arrived', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Wambui Njeri completed' }));
    await waitFor(() =>
      expect(
        within(booking(/Max/)).getByText('Completed', { selector: 'strong' }),
      ).toBeInTheDocument(),
    );
    const { body } = await server.call<StaffAppointment[]>(
      'GET',
      `appointments/staff?from=${day}&to=${day}`,
      { token: server.admin.token },
    );
    expect(body.find((a) => a.id === created.id)?.status).toBe('completed');
  }, 60_000);

  it('cancels with a message to the client, asked first, and the client is mailed', async () => {
    const day = addClinicDays(monday, 3);
    await phoneBooking(day, '20:00', {
      fullname: 'Kamau Mwangi',
      pet_name: 'Rex',
      email: 'kamau@example.com',
    });
    await show(`/dashboard/appointments?day=${day}`);
    await screen.findByRole('heading', { name: /Rex/ });
    await userEvent.click(
      screen.getByRole('button', { name: "Details of Kamau Mwangi's booking" }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    const dialog = screen.getByRole('dialog', { name: "Cancel Kamau Mwangi's appointment?" });
    expect(
      within(dialog).getByText('Mailed to kamau@example.com with the change.'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText('Message to the client'),
      'The doctor is away that day',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    await expectToast('Appointment cancelled; the client has been told', 'success');
    await waitFor(() =>
      expect(
        within(booking(/Rex/)).getByText('Cancelled', { selector: 'strong' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(booking(/Rex/)).queryByRole('button', { name: /Mark Kamau Mwangi/ }),
    ).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await server.outbox()).some(
          (mail) => mail.to === 'kamau@example.com' && mail.text.includes('The doctor is away'),
        ),
      ).toBe(true),
    );
  }, 60_000);

  it('moves a booking to a free time of another day with a message', async () => {
    const day = addClinicDays(monday, 4);
    await phoneBooking(day, '21:00', { fullname: 'Njoroge Kariuki', pet_name: 'Luna' });
    await show(`/dashboard/appointments?day=${day}`);
    await screen.findByRole('heading', { name: /Luna/ });
    await userEvent.click(
      screen.getByRole('button', { name: "Details of Njoroge Kariuki's booking" }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move…' }));
    const dialog = screen.getByRole('dialog', { name: "Move Njoroge Kariuki's appointment" });
    // Nothing chosen: the time is asked for.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and tell the client' }));
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a free time'),
    );
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: monday } });
    await within(dialog).findByText(new RegExp(`\\d+ free times on ${dayName(monday)}$`));
    await userEvent.selectOptions(within(dialog).getByLabelText('Time'), '10.00');
    await userEvent.type(within(dialog).getByLabelText('Message to the client'), 'See you Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and tell the client' }));
    await expectToast('Appointment moved; the client has been told', 'success');
    // Gone from this day, on Monday at 10.00.
    await waitFor(() => expect(screen.queryByText(/Luna/)).not.toBeInTheDocument());
    const { body } = await server.call<StaffAppointment[]>(
      'GET',
      `appointments/staff?from=${monday}&to=${monday}`,
      { token: server.admin.token },
    );
    expect(body.find((a) => a.pet_name === 'Luna')?.start).toBe(`${monday}T10:00:00+03:00`);
  }, 60_000);

  it('adds a booking taken by phone from a free time, checking the fields first', async () => {
    await show(`/dashboard/appointments?day=${monday}&doctor=${server.staff.doctor.id}`);
    await openOptions();
    await screen.findByRole('option', { name: 'Dr Otieno Ouma' });
    await userEvent.click(screen.getByRole('button', { name: 'Add phone booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a booking taken by phone' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByLabelText('Type')).toHaveFocus();
    expect(within(dialog).getByLabelText('Phone number')).toHaveAccessibleDescription(
      "Enter the client's phone number",
    );

    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Vaccination (15 min)');
    await userEvent.selectOptions(within(dialog).getByLabelText('Doctor'), 'Dr Otieno Ouma');
    await within(dialog).findByText(`36 free times on ${dayName(monday)}`);
    await userEvent.selectOptions(within(dialog).getByLabelText('Time'), '08.15');
    await userEvent.type(within(dialog).getByLabelText("Client's full name"), 'Chebet Rono');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '12345');
    await userEvent.type(within(dialog).getByLabelText("Pet's name"), 'Daisy');
    await userEvent.type(within(dialog).getByLabelText('Species'), 'Cow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a Kenyan phone number, e.g. 0722 123 456',
    );
    await userEvent.clear(within(dialog).getByLabelText('Phone number'));
    await userEvent.type(within(dialog).getByLabelText('Phone number'), phone());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await expectToast('Appointment booked', 'success');
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: '08.15–08.30 Vaccination · Daisy (Cow)',
      }),
    ).toBeInTheDocument();
    expect(within(booking(/Daisy/)).getByText(/By phone/)).toBeInTheDocument();
  }, 60_000);

  it('says in the details whether the client agreed to vaccination reminders', async () => {
    // A working day of the week after next that no other test here looks at.
    const { body: holidays } = await server.call<Holiday[]>('GET', 'appointments/holidays');
    let day = addClinicDays(monday, 9);
    while (clinicWeekday(day) > 5 || holidays.some((h) => h.date === day))
      day = addClinicDays(day, 1);
    const { status } = await server.call('POST', 'appointments', {
      body: {
        type: 'vaccination',
        start: `${day}T11:00:00+03:00`,
        doctor_id: server.staff.doctor.id,
        fullname: 'Nyokabi Waweru',
        phonenumber: phone(),
        email: `nyokabi.${process.pid}@example.com`,
        pet_name: 'Tiga',
        species: 'Cat',
        remind_vaccinations: true,
      },
    });
    expect(status).toBe(201);
    await show(`/dashboard/appointments?day=${day}`);
    await screen.findByRole('heading', { name: /Tiga/ });
    await userEvent.click(
      screen.getByRole('button', { name: "Details of Nyokabi Waweru's booking" }),
    );
    const dialog = screen.getByRole('dialog', { name: /Vaccination, Tiga/ });
    const term = within(dialog).getByText('Vaccination reminders', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(/^Agreed$/);
  }, 60_000);

  it('shows a booking made online while the section is open, and announces it', async () => {
    const day = addClinicDays(monday, 7);
    await show(`/dashboard/appointments?day=${day}`);
    expect(await screen.findByText(`No bookings on ${dayName(day)}`)).toBeInTheDocument();
    // Bookings are followed once the section's first look for changes has answered.
    await waitFor(
      () => expect(screen.getByRole('status', { name: '' })).toHaveAttribute('data-live', 'on'),
      { timeout: LIVE_POLL_MS * 2 + 2000 },
    );
    const { status } = await server.call('POST', 'appointments', {
      body: {
        type: 'consultation',
        start: `${day}T10:30:00+03:00`,
        doctor_id: server.staff.doctor.id,
        fullname: 'Mutua Musyoka',
        phonenumber: phone(),
        email: 'mutua@example.com',
        pet_name: 'Bella',
        species: 'Cat',
      },
    });
    expect(status).toBe(201);
    expect(
      await screen.findByRole(
        'heading',
        { level: 3, name: '10.30–11.00 Consultation · Bella (Cat)' },
        { timeout: LIVE_POLL_MS * 2 + 2000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      `New booking: 10.30 Consultation, Bella on ${dayName(day)}`,
    );
  }, 60_000);
});
