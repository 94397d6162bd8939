import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorHours, Holiday, TimeOff } from 'shared-data';
import { addClinicDays, clinicDay } from 'shared-data/contract/booking';
import { expectDialogClosed, expectToast } from 'shared-ui/testing';
import { setupRealApi, type StaffMember } from 'shared-data/testing/real-api';
import { renderDashboard, userOf } from '../../../app/testing/render-dashboard';

// A real server in another process answers these screens: with every core running a test file
// it can wait seconds for the CPU, so a wait for its answer ends only after 15 s (a test that
// hangs still fails at its own limit).
configure({ asyncUtilTimeout: 15_000 });

// An administrator who is a doctor, and a doctor who is not an administrator.
const server = setupRealApi({ admin: { fullname: 'Dr Wanjiru Kamau', doctor: true } });

async function show(member: StaffMember) {
  const user = await userOf(server, member);
  renderDashboard('/dashboard/appointments/settings', server.base, {
    user,
    accessToken: member.token,
  });
  await screen.findByRole('heading', { level: 1, name: 'Hours and time off' });
}

describe('Hours and time off (/dashboard/appointments/settings)', () => {
  it('lets a doctor set their own week and time off, and nothing of the administrators', async () => {
    await show(server.staff.doctor);
    expect(screen.queryByLabelText('Whose hours and time off')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Appointment types' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Holidays' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only administrators change other people's/)).toBeInTheDocument();
    // The default week: Monday to Friday, 08:00 to 17:00.
    expect(await screen.findByLabelText('Monday from')).toHaveValue('08:00');
    expect(screen.getByLabelText('Friday to')).toHaveValue('17:00');
    expect(screen.getByLabelText('Saturday closed')).toBeChecked();

    await userEvent.click(screen.getByLabelText('Saturday closed'));
    fireEvent.change(screen.getByLabelText('Saturday from'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('Saturday to'), { target: { value: '09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saturday: the end must be after the start',
    );
    fireEvent.change(screen.getByLabelText('Saturday from'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Saturday to'), { target: { value: '13:00' } });
    await userEvent.click(screen.getByLabelText('Wednesday closed'));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await expectToast('Working hours saved', 'success');
    const { body: hours } = await server.call<DoctorHours>('GET', 'appointments/staff/hours', {
      token: server.staff.doctor.token,
    });
    expect(hours.hours.map((h) => `${h.weekday} ${h.start}-${h.end}`)).toEqual([
      '1 08:00-17:00',
      '2 08:00-17:00',
      '4 08:00-17:00',
      '5 08:00-17:00',
      '6 09:00-13:00',
    ]);

    // Time off: added in clinic time, listed, removed after asking.
    const day = addClinicDays(clinicDay(), 10);
    expect(await screen.findByText('No time off planned')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add time off' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(within(form).getByLabelText('From')).toHaveAccessibleDescription(
      'Enter when the time off starts',
    );
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: `${day}T08:00` } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: `${day}T13:00` } });
    await userEvent.type(within(form).getByLabelText('Reason (optional)'), 'Training day');
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    await expectToast('Time off saved', 'success');
    const ranges = await screen.findByRole('list', { name: 'Time off' });
    expect(within(ranges).getByText(/Training day/)).toBeInTheDocument();
    const { body: saved } = await server.call<TimeOff[]>('GET', 'appointments/staff/time-off', {
      token: server.staff.doctor.token,
    });
    expect(saved.map((t) => [Date.parse(t.start), Date.parse(t.end), t.reason])).toEqual([
      [Date.parse(`${day}T08:00:00+03:00`), Date.parse(`${day}T13:00:00+03:00`), 'Training day'],
    ]);
    await userEvent.click(within(ranges).getByRole('button', { name: /^Remove the time off/ }));
    const dialog = screen.getByRole('dialog', { name: /^Remove the time off from/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('Time off removed', 'success');
    expect(await screen.findByText('No time off planned')).toBeInTheDocument();

    // The server refuses the administrators' calls to them as well.
    const { status } = await server.call('POST', 'appointments/staff/holidays', {
      token: server.staff.doctor.token,
      body: { date: day, name: 'Not mine to add' },
    });
    expect(status).toBe(403);
  }, 60_000);

  it("lets an administrator set another doctor's hours, the types and the holidays", async () => {
    await show(server.admin);
    await screen.findByRole('option', { name: 'Dr Otieno Ouma' });
    await userEvent.selectOptions(
      screen.getByLabelText('Whose hours and time off'),
      'Dr Otieno Ouma',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Working hours of Dr Otieno Ouma' }),
    ).toBeInTheDocument();
    await screen.findByLabelText('Thursday closed');
    await userEvent.click(screen.getByLabelText('Thursday closed'));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await expectToast('Working hours saved', 'success');
    const { body: hours } = await server.call<DoctorHours>(
      'GET',
      `appointments/staff/hours?doctor=${server.staff.doctor.id}`,
      { token: server.admin.token },
    );
    // Thursday, open by default, is now closed for that doctor.
    const weekdays = hours.hours.map((h) => h.weekday);
    expect(weekdays).not.toContain(4);
    expect(weekdays).toEqual(expect.arrayContaining([1, 2, 5]));

    // A new type for one doctor.
    const types = await screen.findByRole('heading', { level: 2, name: 'Appointment types' });
    const part = types.closest('section') as HTMLElement;
    await within(part).findByText('Consultation');
    await userEvent.click(within(part).getByRole('button', { name: 'Add a type' }));
    const modal = screen.getByRole('dialog', { name: 'Add an appointment type' });
    await userEvent.type(within(modal).getByLabelText('Name'), 'Nail trim');
    await userEvent.clear(within(modal).getByLabelText('Minutes'));
    await userEvent.type(within(modal).getByLabelText('Minutes'), '20');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save type' }));
    expect(within(modal).getByLabelText('Minutes')).toHaveAccessibleDescription(
      'Minutes: 15 to 480, in steps of 15',
    );
    await userEvent.clear(within(modal).getByLabelText('Minutes'));
    await userEvent.type(within(modal).getByLabelText('Minutes'), '15');
    await userEvent.click(within(modal).getByLabelText('Dr Otieno Ouma'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save type' }));
    await expectToast('Appointment type saved', 'success');
    await expectDialogClosed('Add an appointment type');
    expect(await within(part).findByText('Nail trim')).toBeInTheDocument();

    // A holiday added and removed.
    const holidays = screen.getByRole('heading', { level: 2, name: 'Holidays' });
    const list = holidays.closest('section') as HTMLElement;
    const form = within(list).getByRole('form', { name: 'Add a holiday' });
    const date = addClinicDays(clinicDay(), 20);
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: date } });
    await userEvent.type(within(form).getByLabelText('Name'), 'Clinic anniversary');
    await userEvent.click(within(form).getByRole('button', { name: 'Add holiday' }));
    await expectToast('Holiday saved', 'success');
    expect(await within(list).findByText(/Clinic anniversary/)).toBeInTheDocument();
    const { body: days } = await server.call<Holiday[]>('GET', 'appointments/holidays');
    expect(days.some((h) => h.date === date && h.name === 'Clinic anniversary')).toBe(true);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Clinic anniversary' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Clinic anniversary?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    await expectToast('Holiday deleted', 'success');
    await waitFor(() =>
      expect(within(list).queryByText(/Clinic anniversary/)).not.toBeInTheDocument(),
    );
  }, 60_000);
});
