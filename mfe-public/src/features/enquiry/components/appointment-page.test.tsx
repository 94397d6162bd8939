import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { ENQUIRY_SUCCESS_MSG } from '../store/enquiry.slice';
import { appointmentMessage, checkAppointment, EMPTY_APPOINTMENT, isoDate } from './appointment';

let api: SiteApi;
afterEach(() => api.close());

/** The next weekday (Monday to Friday) at least two days from now. */
function nextWeekday(): string {
  const date = new Date();
  date.setDate(date.getDate() + 2);
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  return isoDate(date);
}

async function fillAppointment(date: string, time: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your full name'), 'Kamau Njenga');
  await user.type(screen.getByLabelText('Phone number'), '0712345678');
  await user.type(screen.getByLabelText('Email'), 'kamau@example.co.ke');
  await user.type(screen.getByLabelText("Pet's name"), 'Simba');
  await user.selectOptions(screen.getByLabelText('Species'), 'Dog');
  await user.selectOptions(screen.getByLabelText('Service'), 'Dental Cleaning');
  fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Preferred time'), { target: { value: time } });
  await user.type(screen.getByLabelText('Notes (optional)'), 'Bad breath for a week');
  return user;
}

describe('the appointment page', () => {
  it('shows the emergency line first and sends the request laid out for the staff', async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }) });
    await renderPage('/book_appointment');
    expect(screen.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+254 722 418 300' })).toHaveAttribute(
      'href',
      'tel:+254722418300',
    );
    const services = [...screen.getByLabelText<HTMLSelectElement>('Service').options].map(
      (option) => option.text,
    );
    expect(services).toHaveLength(11); // 'Choose…', eight services, grooming, boarding
    expect(services).toContain('Senior Pets & Geriatrics Wellness');
    expect(services.slice(-2)).toEqual(['Grooming', 'Boarding']);

    const date = nextWeekday();
    const user = await fillAppointment(date, '10:30');
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(await screen.findByText(ENQUIRY_SUCCESS_MSG)).toBeVisible();
    const body = JSON.parse(api.to('POST /api/enquiry/create')[0]!.body);
    expect(body).toMatchObject({
      fullname: 'Kamau Njenga',
      email: 'kamau@example.co.ke',
      phonenumber: '0712345678',
      geo_data: null,
    });
    expect(body.message).toMatch(
      /^Appointment request\nPet: Simba \(Dog\)\nService: Dental Cleaning\n/,
    );
    expect(body.message).toContain(
      `(${date})\nPreferred time: 10:30\nNotes: Bad breath for a week`,
    );
    await waitFor(() => expect(screen.getByLabelText("Pet's name")).toHaveValue(''));
  });

  it('sends nothing for a past date or a time outside consultation hours', async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }) });
    await renderPage('/book_appointment');
    const user = await fillAppointment('2020-01-06', '19:00');
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(screen.getByText('Please choose today or a later date.')).toBeVisible();
    expect(screen.getByText(/between 8.00am and 5.00pm/)).toBeVisible();
    expect(screen.getByLabelText('Preferred date')).toHaveFocus();
    expect(api.to('POST /api/enquiry/create')).toHaveLength(0);
  });

  it('keeps the request when the server refuses it', async () => {
    api = await startSiteApi({
      'POST /api/enquiry/create': failure(429, 'Too many enquiries, try again later'),
    });
    await renderPage('/book_appointment');
    const user = await fillAppointment(nextWeekday(), '09:00');
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(await screen.findByText('Too many enquiries, try again later')).toBeVisible();
    expect(screen.getByLabelText("Pet's name")).toHaveValue('Simba');
  });
});

describe('appointment checks', () => {
  const valid = {
    ...EMPTY_APPOINTMENT,
    fullname: 'A B',
    email: 'a@b.co',
    phonenumber: '0712345678',
    petName: 'Simba',
    species: 'Cat',
    service: 'Grooming',
  };
  // Wednesday 10 June 2026, 11:00 local time.
  const now = new Date(2026, 5, 10, 11, 0);

  it('takes a weekday within 8.00am-5.00pm, and Sundays by arrangement', () => {
    expect(checkAppointment({ ...valid, date: '2026-06-11', time: '08:00' }, now)).toEqual({});
    expect(checkAppointment({ ...valid, date: '2026-06-12', time: '17:00' }, now)).toEqual({});
    expect(checkAppointment({ ...valid, date: '2026-06-14', time: '10:00' }, now)).toEqual({});
  });

  it('refuses Saturdays, past days, earlier times today and hours outside consultation', () => {
    expect(checkAppointment({ ...valid, date: '2026-06-13', time: '10:00' }, now).date).toMatch(
      /Monday to Friday/,
    );
    expect(
      checkAppointment({ ...valid, date: '2026-06-09', time: '10:00' }, now).date,
    ).toBeDefined();
    expect(checkAppointment({ ...valid, date: '2026-06-10', time: '10:30' }, now).time).toBe(
      'Please choose a later time today.',
    );
    expect(
      checkAppointment({ ...valid, date: '2026-06-11', time: '07:59' }, now).time,
    ).toBeDefined();
    expect(
      checkAppointment({ ...valid, date: '2026-06-11', time: '17:01' }, now).time,
    ).toBeDefined();
  });

  it('writes the date out in full for the staff', () => {
    expect(appointmentMessage({ ...valid, date: '2026-06-11', time: '09:15' })).toBe(
      'Appointment request\nPet: Simba (Cat)\nService: Grooming\nPreferred date: Thursday, 11 June 2026 (2026-06-11)\nPreferred time: 09:15\nNotes: none',
    );
  });
});
