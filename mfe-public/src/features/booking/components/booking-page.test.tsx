import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedAppointment } from 'shared-data';
import {
  BOOKING_MESSAGES,
  addClinicDays,
  clinicInstant,
  clinicWeekday,
  toClinicIso,
} from 'shared-data/contract/booking';
import { OTHER_VISITOR, setupBookingApi } from '../../../app/testing/booking-api';
import { renderPage } from '../../../app/testing/render-page';
import { dayLabel } from './clinic-labels';

// The visitor's browser is in New York: every time must still read in Nairobi time.
process.env.TZ = 'America/New_York';

// The real API, its data as fresh for each test: two doctors on the default hours
// (Monday to Friday, 08:00-17:00), the seeded appointment types and public holidays.
const server = setupBookingApi({
  wanjiru: { fullname: 'Dr. Wanjiru Kamau', doctor: true },
  otieno: { fullname: 'Dr. David Otieno', doctor: true },
});
let wanjiru: { id: string; email: string; token: string };
let otieno: { id: string; email: string; token: string };
/** Working days bookable from 08:00 (after today, no holiday), in order. */
let days: string[];
beforeEach(async () => {
  ({ wanjiru, otieno } = server.api.staff);
  days = await server.workingDays();
});

/** A whole working day of consultations: 08:00 to the last start at 16:30, every 15 minutes. */
const FULL_DAY = 35;
/** An instant as the API sends it: '2026-12-01T09:00:00+03:00'. */
const at = (day: string, time: string) => toClinicIso(clinicInstant(day, time));

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 2, name });

/** The pet, the service and the doctor by keyboard: Space on the species, Enter on the buttons. */
async function chooseServiceAndDoctor(user: ReturnType<typeof userEvent.setup>, doctor: string) {
  screen.getByRole('radio', { name: 'Dog' }).focus();
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: 'Dog' })).toBeChecked();
  const consult = await screen.findByRole('button', { name: /Consultation/ });
  consult.focus();
  await user.keyboard('{Enter}');
  expect(await heading(/Choose a doctor/)).toHaveFocus();
  (await screen.findByRole('button', { name: new RegExp(doctor) })).focus();
  await user.keyboard('{Enter}');
  expect(await heading(/Choose a day and time/)).toHaveFocus();
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your full name'), 'Kamau Njenga');
  await user.type(screen.getByLabelText(/^Phone number/), '0722 123 456');
  await user.type(screen.getByLabelText(/^Email/), 'kamau@example.co.ke');
  await user.type(screen.getByLabelText("Pet's name"), 'Simba');
  await user.type(screen.getByLabelText(/^Note/), 'Limping since Sunday');
}

/**
 * The booking behind the confirmation's calendar link (its manage token), as the server keeps
 * it.
 */
async function bookedBehind(link: HTMLElement) {
  const token = link.getAttribute('href')!.split('/').at(-2)!;
  const { status, body } = await server.call<ManagedAppointment>(
    'GET',
    `appointments/manage/${token}`,
  );
  expect(status).toBe(200);
  return body;
}

describe('booking online', () => {
  it('books by keyboard from service to confirmation, in Nairobi time, with the emergency line on every step', async () => {
    const day = days[0]!;
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    expect(screen.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
    const emergency = () => screen.getByRole('note', { name: 'Emergency line' });
    expect(within(emergency()).getByRole('link')).toHaveAttribute('href', 'tel:+254722418300');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    expect(emergency()).toBeVisible();

    // The day grid: one day in the tab order, arrows move between days.
    const grid = screen.getByRole('grid', { name: /Choose a day and time/ });
    const first = within(grid)
      .getAllByRole('button')
      .find((b) => b.tabIndex === 0)!;
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).not.toBe(first);
    within(grid)
      .getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) })
      .focus();
    await user.keyboard('{Enter}');
    // The live region says what the grid holds.
    expect(
      await screen.findByText(`${FULL_DAY} free times on ${dayLabel(day)}`, {
        selector: '[role=status]',
      }),
    ).toHaveAttribute('aria-live', 'polite');
    const nine = screen.getByRole('button', { name: `09:00 to 09:30 on ${dayLabel(day)}` });
    expect(server.to('GET /api/appointments/slots')[0]!.url).toContain(
      `type=consultation&from=${day}&to=${day}&doctor=${wanjiru.id}`,
    );
    // The slot grid: times are buttons in the tab order, Enter chooses.
    nine.focus();
    await user.keyboard('{Enter}');

    expect(await heading(/Your details/)).toHaveFocus();
    expect(emergency()).toBeVisible();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading(/Check and confirm/)).toHaveFocus();
    expect(screen.getByText('+254 722 123 456')).toBeVisible();
    const when = screen.getByText(/at 09:00 \(Nairobi time\)$/);
    expect(when).toHaveTextContent(dayLabel(day));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await heading('Your appointment is booked')).toHaveFocus();
    expect(JSON.parse(server.to('POST /api/appointments')[0]!.body)).toEqual({
      type: 'consultation',
      start: at(day, '09:00'),
      doctor_id: wanjiru.id,
      fullname: 'Kamau Njenga',
      phonenumber: '+254722123456',
      email: 'kamau@example.co.ke',
      pet_name: 'Simba',
      species: 'Dog',
      note: 'Limping since Sunday',
    });
    expect(screen.getByText(/at 09:00 \(Nairobi time\)$/)).toHaveTextContent(dayLabel(day));
    expect(screen.getByText(/A confirmation has been mailed to kamau@example.co.ke/)).toBeVisible();
    expect(
      screen.getByText(/A text message with the booking is on its way to \+254 722 123 456/),
    ).toBeVisible();
    // The manage link is the short one a text carries; the calendar file is this booking's.
    const short = screen.getByRole('link', {
      name: new RegExp(`^${window.location.origin}/m/[\\w-]{16}$`),
    });
    expect(short.getAttribute('href')).toMatch(/\/m\/[\w-]{16}$/);
    const calendar = screen.getByRole('link', { name: 'Add it to your calendar' });
    expect(calendar).toHaveAttribute('download', 'appointment.ics');
    expect(calendar.getAttribute('href')).toMatch(
      /\/api\/appointments\/manage\/[\w-]{43}\/calendar$/,
    );
    const booked = await bookedBehind(calendar);
    expect(booked).toMatchObject({
      status: 'booked',
      start: at(day, '09:00'),
      end: at(day, '09:30'),
      doctor_id: wanjiru.id,
      fullname: 'Kamau Njenga',
      pet_name: 'Simba',
    });
    expect(screen.getByText(booked.reference)).toBeVisible();
    expect(emergency()).toBeVisible();
  });

  it('asks for vaccination reminders apart, unticked, and sends the consent only when ticked', async () => {
    const day = days[0]!;
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    await user.click(
      await screen.findByRole('button', { name: `10:00 to 10:30 on ${dayLabel(day)}` }),
    );
    await heading(/Your details/);
    const box = screen.getByRole('checkbox', {
      name: "Send me reminders when my pet's vaccinations are due",
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Optional\. By text, and by email if you give one/);
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(within(form).getByText(/We use your details to book your appointment/)).toBeVisible();
    expect(within(form).getByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await fillDetails(user);
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading(/Check and confirm/);
    expect(screen.getByText('Vaccination reminders').nextElementSibling).toHaveTextContent('Yes');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await heading('Your appointment is booked');
    expect(JSON.parse(server.to('POST /api/appointments')[0]!.body)).toMatchObject({
      remind_vaccinations: true,
    });
    const calendar = screen.getByRole('link', { name: 'Add it to your calendar' });
    expect((await bookedBehind(calendar)).remind_vaccinations).toBe(true);

    // Another booking starts unticked again, and an unticked box sends nothing.
    await user.click(screen.getByRole('button', { name: 'Book another appointment' }));
    await chooseServiceAndDoctor(user, 'Otieno');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    await user.click(
      await screen.findByRole('button', { name: `11:00 to 11:30 on ${dayLabel(day)}` }),
    );
    await heading(/Your details/);
    expect(
      screen.getByRole('checkbox', { name: /Send me reminders when my pet's vaccinations/ }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading(/Check and confirm/);
    expect(screen.getByText('Vaccination reminders').nextElementSibling).toHaveTextContent('No');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await heading('Your appointment is booked');
    expect(JSON.parse(server.to('POST /api/appointments')[1]!.body)).not.toHaveProperty(
      'remind_vaccinations',
    );
  });

  it('ties field messages to their fields, keeps what was typed going Back, and offers any doctor', async () => {
    const day = days[1]!;
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Any available doctor');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    // Both doctors are free all day: each time once, with any doctor.
    expect(await screen.findByText(`${FULL_DAY} free times on ${dayLabel(day)}`)).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: `09:00 to 09:30 on ${dayLabel(day)} (any available doctor)`,
      }),
    );
    expect(server.to('GET /api/appointments/slots')[0]!.url).not.toContain('doctor=');
    await heading(/Your details/);
    await user.type(screen.getByLabelText(/^Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByLabelText('Your full name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      /Please enter a Kenyan phone number/,
    );
    // A pasted name carrying a hidden character is caught before anything is sent.
    await user.click(screen.getByLabelText("Pet's name"));
    await user.paste('Sim\u200Bba');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText("Pet's name")).toHaveAccessibleDescription(
      'Please type it on one line, without hidden characters.',
    );
    await user.type(name, 'Achieng Otieno');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading(/Choose a day and time/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: /Any available doctor/ }));
    await user.click(
      screen.getByRole('button', {
        name: `09:00 to 09:30 on ${dayLabel(day)} (any available doctor)`,
      }),
    );
    expect(await screen.findByLabelText('Your full name')).toHaveValue('Achieng Otieno');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('12345');
    // Nothing was sent with the invalid fields.
    expect(server.to('POST /api/appointments')).toHaveLength(0);
  });

  it('says to call on Sundays and holidays, and names the next free time after an empty day', async () => {
    // The doctor is on leave for three working days; a later day becomes a public holiday.
    const [empty, , , next, , holiday] = days;
    await server.timeOff(wanjiru.token, at(empty!, '00:00'), at(next!, '00:00'));
    await server.holiday(holiday!, 'A day of rest');
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    const grid = screen.getByRole('grid');
    const holidayName = `${dayLabel(holiday!)}, A day of rest, a public holiday: call to book`;
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: holidayName })).toBeVisible(),
    );
    await user.click(within(grid).getByRole('button', { name: holidayName }));
    expect(screen.getByText(/cannot be booked online/)).toHaveTextContent('+254 722 418 300');
    const sunday = within(grid)
      .getAllByRole('button')
      .find((b) => /Sunday: call to book$/.test(b.getAttribute('aria-label') ?? ''))!;
    expect(clinicWeekday(sunday.dataset.day!)).toBe(7);
    await user.click(sunday);
    expect(screen.getByText(/is a Sunday: .*cannot be booked online/)).toHaveTextContent(
      '+254 722 418 300',
    );
    // Neither asks for times.
    expect(server.to('GET /api/appointments/slots')).toHaveLength(0);

    await user.click(
      within(grid).getByRole('button', { name: new RegExp(`^${dayLabel(empty!)}`) }),
    );
    expect(await screen.findByText(`No free times on ${dayLabel(empty!)}`)).toBeVisible();
    const jump = await screen.findByRole('button', { name: `Go to ${dayLabel(next!)}` });
    expect(screen.getByText(/^The next free time is/)).toHaveTextContent(`${dayLabel(next!)}`);
    expect(screen.getByText(/^The next free time is/)).toHaveTextContent(
      /at 08:00 \(Nairobi time\)/,
    );
    await user.click(jump);
    expect(await screen.findByText(`${FULL_DAY} free times on ${dayLabel(next!)}`)).toBeVisible();
    expect(
      within(grid)
        .getByRole('button', { name: new RegExp(`^${dayLabel(next!)}`) })
        .closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('moves by week with the arrow keys, and offers Try again when the times cannot be loaded', async () => {
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    const grid = screen.getByRole('grid');
    const start = within(grid)
      .getAllByRole('button')
      .find((b) => b.tabIndex === 0)!;
    start.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute(
      'data-day',
      addClinicDays(start.dataset.day!, 7),
    );
    await user.keyboard('{End}');
    const sunday = (document.activeElement as HTMLElement).dataset.day!;
    expect(clinicWeekday(sunday)).toBe(7);
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('data-day', addClinicDays(sunday, -6));
    // On to the week's first working day after Monday (Tuesday, unless it is a holiday).
    let workday = addClinicDays(sunday, -5);
    await user.keyboard('{ArrowRight}');
    while (!days.includes(workday)) {
      workday = addClinicDays(workday, 1);
      await user.keyboard('{ArrowRight}');
    }
    expect(document.activeElement).toHaveAttribute('data-day', workday);
    // The network drops: no answer at all.
    server.offline(true);
    await user.keyboard('{Enter}');
    expect(document.activeElement?.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(
      screen.getByText(`The free times for ${dayLabel(workday)} could not be loaded`),
    ).toBeVisible();
    server.offline(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${FULL_DAY} free times on ${dayLabel(workday)}`)).toBeVisible();
  });

  it('keeps everything typed when the time was just taken, and shows the fresh times', async () => {
    const day = days[0]!;
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    await user.click(
      await screen.findByRole('button', { name: `09:00 to 09:30 on ${dayLabel(day)}` }),
    );
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm booking' });
    // Meanwhile another visitor books the same time.
    await server.book({
      type: 'consultation',
      start: at(day, '09:00'),
      doctor_id: wanjiru.id,
      ...OTHER_VISITOR,
    });
    await user.click(confirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(await heading(/Choose a day and time/)).toHaveFocus();
    // The fresh list from the 409: 08:45, 09:00 and 09:15 would overlap the other booking.
    expect(screen.getByText(`${FULL_DAY - 3} free times on ${dayLabel(day)}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: `09:00 to 09:30 on ${dayLabel(day)}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `08:45 to 09:15 on ${dayLabel(day)}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: `09:30 to 10:00 on ${dayLabel(day)}` }));
    expect(await screen.findByLabelText('Your full name')).toHaveValue('Kamau Njenga');
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Limping since Sunday');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await heading('Your appointment is booked')).toBeVisible();
    expect(server.to('POST /api/appointments')).toHaveLength(2);
    const booked = await bookedBehind(
      screen.getByRole('link', { name: 'Add it to your calendar' }),
    );
    expect(booked).toMatchObject({ start: at(day, '09:30'), fullname: 'Kamau Njenga' });
  });
  it("is a form first: each service submits '?type=', and a page opened so starts at the doctors", async () => {
    const user = userEvent.setup();
    const first = await renderPage('/book_appointment');
    // Before the page's script runs the services still work: each is a submit button of a
    // GET form to this page, named 'type'.
    const consult = await screen.findByRole('button', { name: /Consultation/ });
    expect(consult).toHaveAttribute('type', 'submit');
    expect(consult).toHaveAttribute('name', 'type');
    expect(consult).toHaveAttribute('value', 'consultation');
    const form = consult.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/book_appointment');
    // The species is sent with it, when one is ticked.
    expect(screen.getByRole('radio', { name: 'Cat' })).toHaveAttribute('name', 'species');
    expect(form).toContainElement(screen.getByRole('radio', { name: 'Cat' }));
    // Once it runs, a choice moves to the next step in place, after the pet.
    await user.click(consult);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your pet first.');
    expect(screen.getByRole('radio', { name: 'Dog' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Your pet is a' })).toHaveAccessibleDescription(
      'Please choose your pet first.',
    );
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await user.click(consult);
    expect(await heading(/Choose a doctor/)).toHaveFocus();
    first.unmount();

    // The page the form loads: the service chosen, its doctors, the pet asked there when the
    // address does not say, Back to the services.
    await renderPage('/book_appointment?type=vaccination');
    expect(await heading(/Choose a doctor/)).toBeVisible();
    expect(await screen.findByRole('button', { name: /Dr\. Wanjiru Kamau/ })).toBeVisible();
    expect(server.to('GET /api/appointments/doctors').at(-1)!.url).toContain('type=vaccination');
    await user.click(screen.getByRole('radio', { name: 'Rabbit' }));
    await waitFor(() =>
      expect(server.to('GET /api/appointments/doctors').at(-1)!.url).toContain('species=Rabbit'),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /Vaccination/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("starts at the services when '?type=' names none", async () => {
    await renderPage('/book_appointment?type=no-such-service');
    expect(await screen.findByRole('button', { name: /Consultation/ })).toBeVisible();
    expect(await heading(/Pet and service/)).toBeVisible();
  });
});

describe('booking for the pet and with the doctor', () => {
  let david: { id: string; email: string; token: string };
  // Wanjiru and Otieno see dogs and cats.
  beforeEach(async () => {
    // Amani sees farm animals only.
    david = await server.api.member({ doctor: true, fullname: 'Dr. Amani Farm' });
    await server.species(david.email, ['Cattle', 'Goat or sheep']);
    await server.species(wanjiru.email, ['Dog', 'Cat']);
    await server.species(otieno.email, ['Dog', 'Cat']);
  });

  it('offers only the doctors who see the pet, and books "any available" with one of them', async () => {
    const day = days[0]!;
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await user.click(screen.getByRole('radio', { name: 'Cattle' }));
    await user.click(await screen.findByRole('button', { name: /Consultation/ }));
    expect(await screen.findByRole('button', { name: /Dr\. Amani Farm/ })).toBeVisible();
    expect(server.to('GET /api/appointments/doctors').at(-1)!.url).toContain('species=Cattle');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Goat or sheep' }));
    await user.click(screen.getByRole('button', { name: /Consultation/ }));
    await waitFor(() =>
      expect(server.to('GET /api/appointments/doctors').at(-1)!.url).toContain(
        'species=Goat+or+sheep',
      ),
    );
    await user.click(await screen.findByRole('button', { name: /Any available doctor/ }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    expect(server.to('GET /api/appointments/slots').at(-1)!.url).toContain('species=Goat+or+sheep');
    await user.click(
      await screen.findByRole('button', {
        name: `09:00 to 09:30 on ${dayLabel(day)} (any available doctor)`,
      }),
    );
    await fillDetails(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await heading('Your appointment is booked')).toBeVisible();
    const sent = JSON.parse(server.to('POST /api/appointments')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(sent.species).toBe('Goat or sheep');
    expect(sent).not.toHaveProperty('email');
    expect(screen.queryByText(/has been mailed/)).toBeNull();
    const booked = await bookedBehind(
      screen.getByRole('link', { name: 'Add it to your calendar' }),
    );
    expect(booked.doctor_id).toBe(david.id);
  });

  it("books with the doctor of '?doctor=' once the pet and service are chosen", async () => {
    const user = userEvent.setup();
    await renderPage(`/book_appointment?doctor=${wanjiru.id}`);
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.click(await screen.findByRole('button', { name: /Consultation/ }));
    expect(await heading(/Choose a day and time/)).toHaveFocus();
    expect(screen.getByText(/Dog · Consultation · Dr\. Wanjiru Kamau/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /Dr\. Wanjiru Kamau/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says so plainly when the doctor of '?doctor=' does not see the pet, or does not exist", async () => {
    const user = userEvent.setup();
    const first = await renderPage(`/book_appointment?doctor=${david.id}`);
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await user.click(await screen.findByRole('button', { name: /Consultation/ }));
    expect(await heading(/Choose a doctor/)).toHaveFocus();
    expect(
      await screen.findByText(/The doctor whose page you came from does not see a cat/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Dr\. Amani Farm/ })).toBeNull();
    first.unmount();
    await renderPage('/book_appointment?doctor=no-such-doctor');
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.click(await screen.findByRole('button', { name: /Consultation/ }));
    expect(await screen.findByText(/does not see a dog for this service/)).toBeVisible();
  });

  it('shows Saturdays closed but the first, which opens for the senior pet check, and groups times', async () => {
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.click(await screen.findByRole('button', { name: /Senior pet check/ }));
    await user.click(await screen.findByRole('button', { name: /Any available doctor/ }));
    const grid = screen.getByRole('grid');
    const saturdays = within(grid)
      .getAllByRole('button')
      .filter((b) => clinicWeekday(b.dataset.day!) === 6)
      // A holiday on a Saturday is named as the holiday.
      .filter((b) => !/public holiday/.test(b.getAttribute('aria-label') ?? ''));
    expect(saturdays.length).toBeGreaterThan(0);
    for (const saturday of saturdays) {
      const first = Number(saturday.dataset.day!.slice(8)) <= 7;
      expect(saturday.getAttribute('aria-label')).toBe(
        first
          ? dayLabel(saturday.dataset.day!)
          : `${dayLabel(saturday.dataset.day!)}, Saturday: closed`,
      );
    }
    const closed = saturdays.find((b) => Number(b.dataset.day!.slice(8)) > 7)!;
    await user.click(closed);
    expect(screen.getByText(/is a Saturday: the clinic is closed/)).toBeVisible();
    expect(server.to('GET /api/appointments/slots')).toHaveLength(0);
    // A weekday's times come in two groups.
    await user.click(
      within(grid).getByRole('button', { name: new RegExp(`^${dayLabel(days[0]!)}`) }),
    );
    const morning = await screen.findByRole('list', {
      name: `Morning free times on ${dayLabel(days[0]!)}`,
    });
    const afternoon = screen.getByRole('list', {
      name: `Afternoon free times on ${dayLabel(days[0]!)}`,
    });
    expect(within(morning).getAllByRole('button')[0]).toHaveTextContent('08:00');
    expect(within(afternoon).getAllByRole('button')[0]).toHaveTextContent('12:00');
    expect(screen.getByRole('heading', { level: 3, name: 'Morning' })).toBeVisible();
    expect(screen.getByText(/Use the arrow keys to move between days/)).toBeVisible();
  });

  it('says tap on a touch screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      await renderPage('/book_appointment');
      await chooseServiceAndDoctor(user, 'Wanjiru');
      expect(screen.getByText(/Tap a day to see its free times/)).toBeVisible();
      expect(screen.queryByText(/arrow keys/)).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
