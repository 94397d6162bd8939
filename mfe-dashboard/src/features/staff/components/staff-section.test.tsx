// Long on purpose: the staff section seen by an administrator and by a member without the right, state by state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember, User } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast } from 'shared-ui/testing';
import { ADMIN, STAFF_MEMBER, testStaffMember } from '../../../app/testing/test-users';
import { apiRoutes, renderDashboard, type Routes } from '../../../app/testing/render-dashboard';

const KIPRONO = testStaffMember({ _id: 's1' });
const BARAKA = testStaffMember({
  _id: 's3',
  fullname: 'Baraka Mwangi',
  email: 'baraka@example.co.ke',
  role: 'Receptionist',
  status: 'SUSPENDED',
  avatar: '/uploads/baraka-960.webp',
  avatar_srcset: '/uploads/baraka-480.webp 480w, /uploads/baraka-960.webp 960w',
});
const ACHIENG = testStaffMember({
  _id: 's2',
  fullname: 'Achieng Odhiambo',
  email: 'achieng@example.co.ke',
  role: 'Veterinary Surgeon',
  status: 'PENDING',
  background: 'undefined',
  description: 'Small animals.',
  isDoctor: false,
});
/** As the server might list them: the PENDING account last. */
const STAFF = [KIPRONO, BARAKA, ACHIENG];

describe('The Staff (/dashboard/staff)', () => {
  const api = setupTestApi();

  /** The list GET auth/staff/ answers, changed by the routes the test adds. */
  /** The staff list, and the signed-in `user` as GET auth/staff/account answers it. */
  function serve(staff: StaffMember[], routes: Routes = {}, user: User = ADMIN) {
    api.answer = apiRoutes(
      { 'GET auth/staff/': () => ({ status: 200, body: staff }), ...routes },
      user,
    );
  }

  const names = () =>
    within(screen.getByRole('list'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
  const card = (name: string) =>
    screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  const closeButton = (modal: HTMLElement) =>
    within(modal).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;

  async function openCard(member: StaffMember) {
    await userEvent.click(await screen.findByRole('button', { name: member.fullname }));
    return dialog(member.fullname);
  }

  it('shows a card per member, the PENDING ones first and badged, SUSPENDED badged too', async () => {
    serve(STAFF);
    renderDashboard('/dashboard/staff', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'The Staff' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: ACHIENG.fullname })).toBeInTheDocument();
    expect(names()).toEqual([ACHIENG.fullname, KIPRONO.fullname, BARAKA.fullname]);

    expect(within(card(ACHIENG.fullname)).getByText('PENDING')).toBeVisible();
    expect(within(card(ACHIENG.fullname)).getByText('Veterinary Surgeon')).toBeInTheDocument();
    expect(within(card(ACHIENG.fullname)).getByText('AO')).toBeInTheDocument();
    expect(within(card(BARAKA.fullname)).getByText('SUSPENDED')).toBeVisible();
    expect(
      within(card(BARAKA.fullname)).getByRole('img', { name: 'Photo of Baraka Mwangi' }),
    ).toHaveAttribute('srcset', BARAKA.avatar_srcset);
    expect(within(card(KIPRONO.fullname)).queryByText(/PENDING|SUSPENDED|ACTIVE/)).toBeNull();

    const [sent] = api.to('auth/staff/');
    expect(sent?.method).toBe('GET');
    // With the token, so an administrator's list carries every account and its email.
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
  });

  it("says 'No Staff found' when there is no one", async () => {
    serve([]);
    renderDashboard('/dashboard/staff', api.base);
    expect(await screen.findByText('No Staff found')).toBeInTheDocument();
  });

  it('says the load failed, with a red toast, and Try again loads it', async () => {
    api.answer = apiRoutes({
      'GET auth/staff/': () => ({
        status: 503,
        body: { status: 503, msg: 'The database is not answering' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/staff', api.base);
    expect(await screen.findByText('The staff could not be loaded.')).toBeInTheDocument();
    await expectToast('The database is not answering', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_STAFF_FAIL');

    serve(STAFF);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: KIPRONO.fullname })).toBeInTheDocument();
    expect(api.to('auth/staff/')).toHaveLength(2);
  });

  it('gives an administrator Add A Staff, which opens add_staff', async () => {
    serve(STAFF);
    renderDashboard('/dashboard/staff', api.base);
    await screen.findByRole('heading', { name: KIPRONO.fullname });
    await userEvent.click(screen.getByRole('link', { name: 'Add A Staff' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/staff/add');
  });

  it('is read-only for a staff member who is not an administrator', async () => {
    serve([KIPRONO], {}, STAFF_MEMBER);
    renderDashboard('/dashboard/staff', api.base, { user: STAFF_MEMBER });
    expect(await screen.findByRole('heading', { name: KIPRONO.fullname })).toBeInTheDocument();
    expect(screen.getByText('Only administrators can change staff accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add A Staff' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the update modal filled from the member', async () => {
    serve(STAFF);
    renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(ACHIENG);
    expect(within(modal).getByLabelText('Full Name')).toHaveValue(ACHIENG.fullname);
    expect(within(modal).getByLabelText('Background')).toHaveValue('');
    expect(within(modal).getByLabelText('Background')).toHaveAttribute('maxLength', '5000');
    expect(within(modal).getByLabelText('Description')).toHaveValue('Small animals.');
    expect(within(modal).getByRole('switch', { name: 'Is Admin' })).not.toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Is Doctor' })).not.toBeChecked();
    const status = within(modal).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('PENDING');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ACTIVE', 'PENDING', 'SUSPENDED']);
    expect(within(modal).getByLabelText('Role')).toHaveValue('Veterinary Surgeon');
    for (const name of ['Update', 'Delete Account'])
      expect(within(modal).getByRole('button', { name })).toBeEnabled();

    await userEvent.click(closeButton(modal));
    await expectDialogClosed();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('sends nothing without a full name', async () => {
    serve(STAFF);
    renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(ACHIENG);
    await userEvent.clear(within(modal).getByLabelText('Full Name'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Update' }));
    expect(within(modal).getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Enter the full name',
    );
    expect(within(modal).getByLabelText('Full Name')).toHaveFocus();
    expect(api.to(`auth/staff/${encodeURIComponent(ACHIENG.email ?? '')}`)).toHaveLength(0);
  });

  it('activates a PENDING account: the JSON sent, the green toast, the modal closed and the list reloaded', async () => {
    const path = `auth/staff/${encodeURIComponent(ACHIENG.email ?? '')}`;
    const activated = { ...ACHIENG, status: 'ACTIVE' as const, isDoctor: true, role: 'Vet' };
    serve(STAFF, {
      [`PUT ${path}`]: () => {
        serve([KIPRONO, BARAKA, activated]);
        return { status: 200, body: { msg: 'User updated successfully' } };
      },
    });
    const { kit } = renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(ACHIENG);
    await userEvent.click(within(modal).getByRole('switch', { name: 'Is Doctor' }));
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Status' }),
      'ACTIVE',
    );
    await userEvent.clear(within(modal).getByLabelText('Role'));
    await userEvent.type(within(modal).getByLabelText('Role'), 'Vet');
    await userEvent.click(within(modal).getByRole('button', { name: 'Update' }));

    await expectToast('User updated successfully', 'success');
    expect(kit.store.getState().notices.success?.id).toBe('UPDATING_STAFF_SUCCESS');
    await expectDialogClosed();

    const [sent] = api.to(path);
    expect(sent?.method).toBe('PUT');
    expect(sent?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      fullname: ACHIENG.fullname,
      background: '',
      description: 'Small animals.',
      role: 'Vet',
      isAdmin: false,
      isDoctor: true,
      status: 'ACTIVE',
    });
    // The list is loaded again: Achieng is no longer first nor badged.
    await waitFor(() => expect(api.to('auth/staff/')).toHaveLength(2));
    await waitFor(() =>
      expect(names()).toEqual([KIPRONO.fullname, BARAKA.fullname, ACHIENG.fullname]),
    );
    expect(within(card(ACHIENG.fullname)).queryByText('PENDING')).toBeNull();
    expect(within(card(ACHIENG.fullname)).getByText('Vet')).toBeInTheDocument();
  });

  it('keeps the modal and what was typed when the server refuses, with its msg in a red toast', async () => {
    const path = `auth/staff/${encodeURIComponent(KIPRONO.email ?? '')}`;
    serve(STAFF, {
      [`PUT ${path}`]: () => ({
        status: 409,
        body: { status: 409, msg: 'This is the last active administrator' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(KIPRONO);
    await userEvent.clear(within(modal).getByLabelText('Role'));
    await userEvent.type(within(modal).getByLabelText('Role'), 'Head of Farm Visits');
    await userEvent.click(within(modal).getByRole('button', { name: 'Update' }));

    await expectToast('This is the last active administrator', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('UPDATING_STAFF_FAIL');
    expect(dialog(KIPRONO.fullname)).toBeInTheDocument();
    expect(within(modal).getByLabelText('Role')).toHaveValue('Head of Farm Visits');
    expect(within(modal).getByLabelText('Role')).toBeEnabled();
    expect(api.to('auth/staff/')).toHaveLength(1);
  });

  it('asks before deleting, naming the person; Cancel sends nothing', async () => {
    serve(STAFF);
    renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(BARAKA);
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    const confirm = dialog("Delete Baraka Mwangi's account?");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed("Delete Baraka Mwangi's account?");
    expect(dialog(BARAKA.fullname)).toBeInTheDocument();
    expect(api.to('auth/delete/staff')).toHaveLength(0);
  });

  it('deletes after the confirmation: the green toast, both dialogs closed, the list reloaded', async () => {
    serve(STAFF, {
      'POST auth/delete/staff': () => {
        serve([KIPRONO, ACHIENG]);
        return { status: 200, body: { msg: 'User deleted successfully' } };
      },
    });
    const { kit } = renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(BARAKA);
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(
      within(dialog("Delete Baraka Mwangi's account?")).getByRole('button', { name: 'Delete' }),
    );

    await expectToast('User deleted successfully', 'success');
    expect(kit.store.getState().notices.success?.id).toBe('DELETING_STAFF_SUCCESS');
    await expectDialogClosed();
    const [sent] = api.to('auth/delete/staff');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ email: BARAKA.email });
    await waitFor(() => expect(names()).toEqual([ACHIENG.fullname, KIPRONO.fullname]));
  });

  it("shows a refused delete's msg in a red toast and deletes nothing from the list", async () => {
    serve(STAFF, {
      'POST auth/delete/staff': () => ({
        status: 403,
        body: { status: 403, msg: 'Only an administrator can do this' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/staff', api.base);
    const modal = await openCard(BARAKA);
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(
      within(dialog("Delete Baraka Mwangi's account?")).getByRole('button', { name: 'Delete' }),
    );
    await expectToast('Only an administrator can do this', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('DELETING_STAFF_FAIL');
    expect(dialog(BARAKA.fullname)).toBeInTheDocument();
    expect(names()).toContain(BARAKA.fullname);
  });
});
