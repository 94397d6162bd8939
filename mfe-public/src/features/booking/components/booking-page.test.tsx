import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, addClinicDays, clinicWeekday } from 'shared-data/contract/booking';
import {
  BOOKING_DOCTORS,
  TYPES,
  freeSlots,
  openDays,
  query,
  slotAt,
} from '../../../app/testing/booking-api';
import { renderPage } from '../../../app/testing/render-page';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { dayLabel } from './clinic-labels';

// The visitor's browser is in New York: every time must still read in Nairobi time.
process.env.TZ = 'America/New_York';
// Whole flows of typing on a machine shared with other work.
jest.setTimeout(20_000);

let api: SiteApi;
afterEach(() => api.close());

const HOLIDAY = openDays()[4]!;

function bookingApi({
  empty = [] as string[],
  post = (_body: Record<string, string>) => ({ status: 201, body: {} }),
} = {}) {
  return startSiteApi({
    'GET /api/appointments/types': ok(TYPES),
    'GET /api/appointments/doctors': ok(BOOKING_DOCTORS),
    'GET /api/appointments/holidays': ok([{ id: 'h1', date: HOLIDAY, name: 'Madaraka Day' }]),
    'GET /api/appointments/slots': (req) => {
      const q = query(req);
      return ok(freeSlots(q.get('from')!, { doctor: q.get('doctor') ?? undefined, empty }));
    },
    'GET /api/appointments/next-free': (req) => {
      const q = query(req);
      let day = q.get('from')!;
      for (let i = 0; i < 40; i += 1, day = addClinicDays(day, 1)) {
        const [slot] = freeSlots(day, { doctor: q.get('doctor') ?? undefined, empty });
        if (slot) return ok(slot);
      }
      return { status: 404, body: { status: 404, msg: BOOKING_MESSAGES.noFreeSlot } };
    },
    'POST /api/appointments': (req) => post(JSON.parse(req.body) as Record<string, string>),
  });
}

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 2, name });

/** Service and doctor by keyboard: Tab to the button, Enter. */
async function chooseServiceAndDoctor(user: ReturnType<typeof userEvent.setup>, doctor: string) {
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
  await user.type(screen.getByLabelText('Email'), 'kamau@example.co.ke');
  await user.type(screen.getByLabelText("Pet's name"), 'Simba');
  await user.selectOptions(screen.getByLabelText('Species'), 'Dog');
  await user.type(screen.getByLabelText(/^Note/), 'Limping since Sunday');
}

describe('booking online', () => {
  it('books by keyboard from service to confirmation, in Nairobi time, with the emergency line on every step', async () => {
    const day = openDays()[0]!;
    let posted: Record<string, string> | undefined;
    api = await bookingApi({
      post: (body) => {
        posted = body;
        return {
          status: 201,
          body: {
            reference: 'MV-4Q8ZTR',
            start: body.start,
            end: slotAt(day, '09:30', 'd1').start,
            doctor_id: 'd1',
            manage_url: `${window.location.origin}/book_appointment/manage/tok3n`,
          },
        };
      },
    });
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
    expect(await screen.findByRole('status', { name: '' })).toBeDefined();
    expect(
      await screen.findByText(`3 free times on ${dayLabel(day)}`, { selector: '[role=status]' }),
    ).toBeVisible();
    const nine = screen.getByRole('button', { name: `09:00 to 09:30 on ${dayLabel(day)}` });
    expect(api.to('GET /api/appointments/slots')[0]!.url).toContain(
      `from=${day}&to=${day}&doctor=d1`,
    );
    await user.click(nine);

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
    expect(posted).toEqual({
      type: 't-consult',
      start: slotAt(day, '09:00', 'd1').start,
      doctor_id: 'd1',
      fullname: 'Kamau Njenga',
      phonenumber: '+254722123456',
      email: 'kamau@example.co.ke',
      pet_name: 'Simba',
      species: 'Dog',
      note: 'Limping since Sunday',
    });
    expect(screen.getByText('MV-4Q8ZTR')).toBeVisible();
    expect(screen.getByText(/at 09:00 \(Nairobi time\)$/)).toHaveTextContent(dayLabel(day));
    expect(screen.getByText(/A confirmation has been mailed to kamau@example.co.ke/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: /\/book_appointment\/manage\/tok3n$/ }),
    ).toHaveAttribute('href', '/book_appointment/manage/tok3n');
    expect(emergency()).toBeVisible();
  });

  it('ties field messages to their fields, keeps what was typed going Back, and offers any doctor', async () => {
    const day = openDays()[1]!;
    api = await bookingApi();
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Any available doctor');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    // Two doctors free at 09:00 make one time with any doctor.
    await user.click(
      await screen.findByRole('button', {
        name: `09:00 to 09:30 on ${dayLabel(day)} (any available doctor)`,
      }),
    );
    expect(api.to('GET /api/appointments/slots')[0]!.url).not.toContain('doctor=');
    await heading(/Your details/);
    await user.type(screen.getByLabelText(/^Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByLabelText('Your full name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      /Please enter a Kenyan phone number/,
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
  });

  it('says to call on Sundays and holidays, and names the next free time after an empty day', async () => {
    const [empty, , , , , , next] = openDays().filter((d) => d !== HOLIDAY);
    api = await bookingApi({
      empty: openDays().filter((d) => d >= empty! && d < next!),
    });
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    const grid = screen.getByRole('grid');
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', {
          name: `${dayLabel(HOLIDAY)}, Madaraka Day, a public holiday: call to book`,
        }),
      ).toBeVisible(),
    );
    await user.click(
      within(grid).getByRole('button', {
        name: `${dayLabel(HOLIDAY)}, Madaraka Day, a public holiday: call to book`,
      }),
    );
    expect(screen.getByText(/cannot be booked online/)).toHaveTextContent('+254 722 418 300');
    const sunday = within(grid)
      .getAllByRole('button')
      .find((b) => /Sunday: call to book$/.test(b.getAttribute('aria-label') ?? ''))!;
    expect(clinicWeekday(sunday.dataset.day!)).toBe(7);

    await user.click(
      within(grid).getByRole('button', { name: new RegExp(`^${dayLabel(empty!)}`) }),
    );
    expect(await screen.findByText(`No free times on ${dayLabel(empty!)}`)).toBeVisible();
    const jump = await screen.findByRole('button', { name: `Go to ${dayLabel(next!)}` });
    expect(screen.getByText(/^The next free time is/)).toHaveTextContent(`${dayLabel(next!)}`);
    await user.click(jump);
    expect(await screen.findByText(`3 free times on ${dayLabel(next!)}`)).toBeVisible();
    expect(
      within(grid)
        .getByRole('button', { name: new RegExp(`^${dayLabel(next!)}`) })
        .closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('moves by week with the arrow keys, and offers Try again when the times cannot be loaded', async () => {
    let hang = true; // the first answer is a failure
    api = await bookingApi();
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
    // Tuesday, or Wednesday when Tuesday is the holiday.
    const tuesday = addClinicDays(sunday, addClinicDays(sunday, -5) === HOLIDAY ? -4 : -5);
    await user.keyboard('{ArrowRight}');
    if (addClinicDays(sunday, -5) === HOLIDAY) await user.keyboard('{ArrowRight}');
    api.requests.length = 0;
    const slots = 'GET /api/appointments/slots';
    const answer = freeSlots(tuesday, { doctor: 'd1' });
    await api.close();
    api = await startSiteApi({ [slots]: () => (hang ? failure(503, 'Try later') : ok(answer)) });
    expect(document.activeElement).toHaveAttribute('data-day', tuesday);
    await user.keyboard('{Enter}');
    expect(document.activeElement?.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(
      screen.getByText(`The free times for ${dayLabel(tuesday)} could not be loaded`),
    ).toBeVisible();
    hang = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`3 free times on ${dayLabel(tuesday)}`)).toBeVisible();
  });

  it('keeps everything typed when the time was just taken, and shows the fresh times', async () => {
    const day = openDays()[0]!;
    const taken = slotAt(day, '09:00', 'd1');
    let attempts = 0;
    api = await bookingApi({
      post: (body) => {
        attempts += 1;
        if (body.start === taken.start)
          return {
            status: 409,
            body: {
              status: 409,
              msg: BOOKING_MESSAGES.slotTaken,
              slots: freeSlots(day, { doctor: 'd1', taken: [taken.start] }),
            },
          };
        return {
          status: 201,
          body: {
            reference: 'MV-2B',
            start: body.start,
            end: body.start,
            doctor_id: 'd1',
            manage_url: '/book_appointment/manage/t2',
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderPage('/book_appointment');
    await chooseServiceAndDoctor(user, 'Wanjiru');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    await user.click(
      await screen.findByRole('button', { name: `09:00 to 09:30 on ${dayLabel(day)}` }),
    );
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(await heading(/Choose a day and time/)).toHaveFocus();
    expect(screen.getByText(`2 free times on ${dayLabel(day)}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: `09:00 to 09:30 on ${dayLabel(day)}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: `09:30 to 10:00 on ${dayLabel(day)}` }));
    expect(await screen.findByLabelText('Your full name')).toHaveValue('Kamau Njenga');
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Limping since Sunday');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await heading('Your appointment is booked')).toBeVisible();
    expect(attempts).toBe(2);
  });
});
