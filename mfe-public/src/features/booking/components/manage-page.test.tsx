import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingConfirmation, ManagedAppointment } from 'shared-data';
import { BOOKING_MESSAGES, clinicInstant, toClinicIso } from 'shared-data/contract/booking';
import { OTHER_VISITOR, tokenOf, setupBookingApi } from '../../../app/testing/booking-api';
import { renderPage } from '../../../app/testing/render-page';
import { dayLabel } from './clinic-labels';

process.env.TZ = 'America/New_York';

// The real API, its data as fresh for each test, a doctor on the default hours, and a
// consultation booked through the public call; the page opens its manage link.
const server = setupBookingApi({ wanjiru: { fullname: 'Dr. Wanjiru Kamau', doctor: true } });
let doctor: { id: string };
let days: string[];
let booking: BookingConfirmation;
beforeEach(async () => {
  doctor = server.api.staff.wanjiru;
  days = await server.workingDays();
  booking = await server.book({
    type: 'consultation',
    start: at(days[2]!, '09:00'),
    doctor_id: doctor.id,
    ...OTHER_VISITOR,
  });
});

const at = (day: string, time: string) => toClinicIso(clinicInstant(day, time));
const manage = (token = tokenOf(booking)) => `/book_appointment/manage/${token}`;

/** The booking as the server keeps it now. */
async function stored() {
  const { body } = await server.call<ManagedAppointment>(
    'GET',
    `appointments/manage/${tokenOf(booking)}`,
  );
  return body;
}

describe('the manage link', () => {
  it('shows the booking and cancels it after a confirmation', async () => {
    const user = userEvent.setup();
    await renderPage(manage());
    expect(
      await screen.findByRole('heading', { name: `Booking ${booking.reference}` }),
    ).toBeVisible();
    expect(screen.getByText('Consultation (30 minutes)')).toBeVisible();
    expect(screen.getByText('Tiny (Cat)')).toBeVisible();
    expect(screen.getByText(/at 09:00 \(Nairobi time\)$/)).toHaveTextContent(dayLabel(days[2]!));
    expect(screen.getByRole('note', { name: 'Emergency line' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(server.requests.filter((req) => req.method === 'DELETE')).toHaveLength(0);
    expect((await stored()).status).toBe('booked');
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(BOOKING_MESSAGES.cancelled)).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'This appointment is cancelled' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Move it' })).toBeNull();
    expect((await stored()).status).toBe('cancelled');
  });

  it('moves it with the day and time picker, for the same doctor', async () => {
    const day = days[5]!;
    const user = userEvent.setup();
    await renderPage(manage());
    await user.click(await screen.findByRole('button', { name: 'Move it' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    expect(await screen.findByText(`35 free times on ${dayLabel(day)}`)).toBeVisible();
    expect(server.to('GET /api/appointments/slots')[0]!.url).toContain(`doctor=${doctor.id}`);
    await user.click(screen.getByRole('button', { name: `11:00 to 11:30 on ${dayLabel(day)}` }));
    await user.click(
      screen.getByRole('button', { name: /^Move to .* at 11:00 \(Nairobi time\)$/ }),
    );
    expect(await screen.findByText(BOOKING_MESSAGES.moved)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText(/at 11:00 \(Nairobi time\)$/)).toHaveTextContent(dayLabel(day)),
    );
    expect(await stored()).toMatchObject({
      status: 'booked',
      start: at(day, '11:00'),
      end: at(day, '11:30'),
      doctor_id: doctor.id,
    });
  });

  it('withdraws the vaccination reminders in one action, and gives them again', async () => {
    const user = userEvent.setup();
    // A booking made with the box ticked.
    const ticked = await server.book({
      type: 'consultation',
      start: at(days[3]!, '09:00'),
      doctor_id: doctor.id,
      ...OTHER_VISITOR,
      phonenumber: '+254733000222',
      email: 'juma@example.com',
      remind_vaccinations: true,
    });
    await renderPage(manage(tokenOf(ticked)));
    const section = await screen.findByRole('region', { name: 'Vaccination reminders' });
    expect(within(section).getByText(/You get reminders by text/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(within(section).getByRole('button', { name: 'Stop vaccination reminders' }));
    expect(await screen.findByText(BOOKING_MESSAGES.remindersOff)).toBeVisible();
    expect(
      await within(section).findByRole('button', { name: 'Send me vaccination reminders' }),
    ).toBeVisible();
    expect(within(section).getByText(/You get no vaccination reminders/)).toBeVisible();
    expect(server.to(`PUT /api/appointments/manage/${tokenOf(ticked)}/consent`)).toHaveLength(1);
    const stored = await server.call<ManagedAppointment>(
      'GET',
      `appointments/manage/${tokenOf(ticked)}`,
    );
    expect(stored.body.remind_vaccinations).toBe(false);

    await user.click(
      within(section).getByRole('button', { name: 'Send me vaccination reminders' }),
    );
    expect(await screen.findByText(BOOKING_MESSAGES.remindersOn)).toBeVisible();
    expect(
      await within(section).findByRole('button', { name: 'Stop vaccination reminders' }),
    ).toBeVisible();
    // The booking itself was not changed.
    expect(screen.getByRole('heading', { name: `Booking ${ticked.reference}` })).toBeVisible();
  });

  it('offers the reminders to a booking made without them', async () => {
    await renderPage(manage());
    const section = await screen.findByRole('region', { name: 'Vaccination reminders' });
    expect(
      within(section).getByRole('button', { name: 'Send me vaccination reminders' }),
    ).toBeVisible();
    expect((await stored()).remind_vaccinations).toBe(false);
  });

  it('says when it is too late to change', async () => {
    // The server's clock moves on to an hour before the appointment.
    await server.api.advance(clinicInstant(days[2]!, '08:00').getTime() - Date.now());
    await renderPage(manage());
    expect(
      await screen.findByText(BOOKING_MESSAGES.tooLateToChange, { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: `Booking ${booking.reference}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move it' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel it' })).toBeNull();
  });

  it('says when the link is not valid, and offers a new booking', async () => {
    // One character of a real link changed.
    const token = tokenOf(booking);
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    await renderPage(manage(tampered));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.linkInvalid);
    expect(screen.getAllByRole('link', { name: 'Book an appointment' })[0]).toHaveAttribute(
      'href',
      '/book_appointment',
    );
    expect((await stored()).status).toBe('booked');
  });
});
