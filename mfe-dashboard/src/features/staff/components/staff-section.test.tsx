// Long on purpose: the staff section seen by an administrator and by a member without the right, state by state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember, User } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast } from 'shared-ui/testing';
import { ADMIN, STAFF_MEMBER, testStaffMember } from '../../../app/testing/test-users';
import { apiRoutes, renderDashboard, type Routes } from '../../../app/testing/render-dashboard';
import { pagedAnswer, testPage } from '../../../app/testing/test-pages';

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
/** As the server pages them: the PENDING account first. */
const STAFF = [ACHIENG, KIPRONO, BARAKA];

describe('The Staff (/dashboard/staff)', () => {
  const api = setupTestApi();

  /**
   * The staff as GET auth/staff/page answers them (one page), the routes the test adds, and the
   * signed-in `user` as GET auth/staff/account answers it.
   */
  function serve(staff: StaffMember[], routes: Routes = {}, user: User = ADMIN) {
    api.answer = apiRoutes(
      { 'GET auth/staff/page': () => ({ status: 200, body: testPage(staff) }), ...routes },
      user,
    );
  }
  const asked = () => api.to('auth/staff/page').map((request) => request.path);

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

  it('shows a card per member in the order the server pages them (PENDING first), badged', async () => {
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

    const [sent] = api.to('auth/staff/page');
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
      'GET auth/staff/page': () => ({
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
    expect(api.to('auth/staff/page')).toHaveLength(2);
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
    const seen = within(modal).getByRole('group', { name: 'Species seen' });
    expect(seen).toHaveAccessibleDescription(/None ticked: every species/);
    await userEvent.click(within(seen).getByRole('checkbox', { name: 'Cattle' }));
    await userEvent.click(within(seen).getByRole('checkbox', { name: 'Goat or sheep' }));
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
      species: ['Cattle', 'Goat or sheep'],
    });
    // The list is loaded again: Achieng is no longer first nor badged.
    await waitFor(() => expect(api.to('auth/staff/page')).toHaveLength(2));
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
    expect(api.to('auth/staff/page')).toHaveLength(1);
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
        serve([ACHIENG, KIPRONO]);
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

  describe('pages, search and status', () => {
    /** 45 members, ACTIVE unless their number is a multiple of 10 (PENDING). */
    const many = Array.from({ length: 45 }, (_, i) =>
      testStaffMember({
        _id: `m${i + 1}`,
        fullname: `Member ${i + 1}`,
        email: `member${i + 1}@example.co.ke`,
        status: (i + 1) % 10 === 0 ? 'PENDING' : 'ACTIVE',
      }),
    );
    const servePaged = (user: User = ADMIN) => {
      api.answer = apiRoutes(
        {
          'GET auth/staff/page': pagedAnswer((q, status) =>
            many.filter(
              (member) =>
                member.fullname.toLowerCase().includes(q.toLowerCase()) &&
                (!status || member.status === status),
            ),
          ),
        },
        user,
      );
    };

    it('counts the members, moves between pages and keeps the page in the URL', async () => {
      servePaged();
      renderDashboard('/dashboard/staff', api.base);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('45 members'));
      const pages = screen.getByRole('navigation', { name: 'Staff pages' });
      expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
      expect(names()[0]).toBe('Member 21');
      expect(asked()).toEqual(['auth/staff/page', 'auth/staff/page?page=2']);
    });

    it('opens the search and status a link names, and a new filter starts at page 1', async () => {
      servePaged();
      renderDashboard('/dashboard/staff?q=member&status=PENDING', api.base);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 members'));
      expect(screen.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('member');
      const show = screen.getByRole('combobox', { name: 'Show' });
      expect(show).toHaveValue('PENDING');
      expect(
        within(show)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Active', 'Pending', 'Suspended']);
      await userEvent.selectOptions(show, 'SUSPENDED');
      expect(await screen.findByText('No staff match “member”')).toBeInTheDocument();
      expect(asked()).toEqual([
        'auth/staff/page?q=member&status=PENDING',
        'auth/staff/page?q=member&status=SUSPENDED',
      ]);
    });

    it('says when a search finds no one', async () => {
      servePaged();
      renderDashboard('/dashboard/staff', api.base);
      await screen.findByText('45 members');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'zebra{Enter}');
      expect(await screen.findByText('No staff match “zebra”')).toBeInTheDocument();
    });

    it('gives a member who is not an administrator the search, not the status filter', async () => {
      servePaged(STAFF_MEMBER);
      renderDashboard('/dashboard/staff', api.base, { user: STAFF_MEMBER });
      await screen.findByText('45 members');
      expect(screen.getByRole('searchbox', { name: 'Search staff' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    });

    it('goes back a page when the last member of the last page is deleted', async () => {
      let staff = many.slice(0, 21);
      api.answer = apiRoutes({
        'GET auth/staff/page': pagedAnswer(() => staff),
        'POST auth/delete/staff': () => {
          staff = staff.slice(0, 20);
          return { status: 200, body: { msg: 'User deleted successfully' } };
        },
      });
      renderDashboard('/dashboard/staff?page=2', api.base);
      const last = many[20] as StaffMember;
      const modal = await openCard(last);
      await userEvent.click(within(modal).getByRole('button', { name: 'Delete Account' }));
      await userEvent.click(
        within(dialog(`Delete ${last.fullname}'s account?`)).getByRole('button', {
          name: 'Delete',
        }),
      );
      await expectToast('User deleted successfully', 'success');
      expect(await screen.findByRole('heading', { name: 'Member 1' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('20 members');
      expect(asked()).toEqual([
        'auth/staff/page?page=2',
        'auth/staff/page?page=2',
        'auth/staff/page',
      ]);
    });
  });
});
