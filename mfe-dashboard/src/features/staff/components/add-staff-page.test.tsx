import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadProgressed } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { chooseNonImage, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { STAFF_MEMBER, testStaffMember } from '../../../app/testing/test-users';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { testPage } from '../../../app/testing/test-pages';

describe('Add A Staff (/dashboard/staff/add)', () => {
  const api = setupTestApi(apiRoutes({}));
  stubObjectUrls();

  const field = (label: string) => screen.getByLabelText(label);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Staff' }));

  async function fill() {
    await userEvent.type(field('Full Name'), 'Achieng Odhiambo');
    await userEvent.type(field('Email address'), 'achieng@example.co.ke');
    await userEvent.type(field('Staff role'), 'Veterinary Surgeon');
  }

  it('has its heading, labelled fields and the link back to The Staff', async () => {
    renderDashboard('/dashboard/staff/add', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Add A Staff' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email address', 'Staff role'])
      expect(field(label)).toBeRequired();
    expect(field('Profile photo (optional)')).toHaveAttribute('accept', 'image/*');
    await userEvent.click(screen.getByRole('link', { name: 'Back to The Staff' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/staff$/);
  });

  it('announces each missing field, focuses the first and sends nothing', async () => {
    renderDashboard('/dashboard/staff/add', api.base);
    await submit();
    expect(field('Full Name')).toHaveAccessibleDescription('Enter the full name');
    expect(field('Email address')).toHaveAccessibleDescription('Enter the email address');
    expect(field('Staff role')).toHaveAccessibleDescription(
      'As shown on the staff card, e.g. Veterinary Surgeon Enter the staff role',
    );
    expect(field('Full Name')).toHaveFocus();

    await userEvent.type(field('Full Name'), 'Achieng Odhiambo');
    await userEvent.type(field('Email address'), 'achieng@example');
    await userEvent.type(field('Staff role'), 'Veterinary Surgeon');
    await submit();
    expect(field('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    expect(field('Email address')).toHaveFocus();
    expect(api.to('auth/add/staff')).toHaveLength(0);
  });

  it('refuses a photo that is not an image', async () => {
    renderDashboard('/dashboard/staff/add', api.base);
    await fill();
    await chooseNonImage(field('Profile photo (optional)'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an image file');
    await submit();
    expect(field('Profile photo (optional)')).toHaveFocus();
    expect(api.to('auth/add/staff')).toHaveLength(0);
  });

  it('sends the member as multipart, busy with a progress bar, then the green toast and an empty form', async () => {
    const held = gate();
    api.answer = apiRoutes({
      'POST auth/add/staff': async () => {
        await held.promise;
        return { status: 201, body: { msg: 'Staff account is registered successfully' } };
      },
    });
    const { kit } = renderDashboard('/dashboard/staff/add', api.base);
    await fill();
    await userEvent.upload(
      field('Profile photo (optional)'),
      new File(['PNGDATA'], 'achieng.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of achieng.png' })).toBeInTheDocument();
    await submit();
    expect(screen.getByRole('button', { name: 'Processing ...' })).toBeDisabled();
    expect(field('Full Name')).toBeDisabled();
    // jsdom reports upload progress only once the answer comes; a browser reports it as the
    // body goes out, which is what the saga puts meanwhile.
    await waitFor(() => expect(api.to('auth/add/staff')).toHaveLength(1));
    act(() => {
      kit.store.dispatch(uploadProgressed({ operation: 'CREATING_STAFF', fraction: 0.75 }));
    });
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    held.open();

    await expectToast('Staff account is registered successfully', 'success');
    expect(kit.store.getState().notices.success?.id).toBe('CREATING_STAFF_SUCCESS');
    const [sent] = api.to('auth/add/staff');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const part of [
      'name="fullname"\r\n\r\nAchieng Odhiambo\r\n',
      'name="email"\r\n\r\nachieng@example.co.ke\r\n',
      'name="role"\r\n\r\nVeterinary Surgeon\r\n',
      'name="avatar"; filename="achieng.png"',
      'PNGDATA',
    ]) {
      expect(sent?.body).toContain(part);
    }
    // Ready for the next one, on the same page.
    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
    expect(field('Email address')).toHaveValue('');
    expect(field('Staff role')).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Staff' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/staff/add');
  });

  it("shows the server's refusal as a red CREATING_STAFF_FAIL toast and keeps what was typed", async () => {
    api.answer = apiRoutes({
      'POST auth/add/staff': () => ({
        status: 409,
        body: { status: 409, msg: 'An account with this email already exists' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/staff/add', api.base);
    await fill();
    await submit();
    await expectToast('An account with this email already exists', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('CREATING_STAFF_FAIL');
    expect(field('Full Name')).toHaveValue('Achieng Odhiambo');
    expect(field('Email address')).toHaveValue('achieng@example.co.ke');
    expect(field('Staff role')).toHaveValue('Veterinary Surgeon');
    expect(field('Full Name')).toBeEnabled();
    expect(api.to('auth/add/staff')[0]?.body).not.toContain('name="avatar"');
  });

  it('shows the new member in The Staff when it is next shown', async () => {
    const added = testStaffMember({
      _id: 's9',
      fullname: 'Achieng Odhiambo',
      email: 'achieng@example.co.ke',
    });
    let staff = [testStaffMember()];
    api.answer = apiRoutes({
      'GET auth/staff/page': () => ({ status: 200, body: testPage(staff) }),
      'POST auth/add/staff': () => {
        staff = [...staff, added];
        return { status: 201, body: { msg: 'Staff account is registered successfully' } };
      },
    });
    renderDashboard('/dashboard/staff', api.base);
    expect(await screen.findByRole('heading', { name: STAFF_MEMBER.fullname })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add A Staff' }));
    await fill();
    await submit();
    await screen.findByText('Staff account is registered successfully');
    await userEvent.click(screen.getByRole('link', { name: 'Back to The Staff' }));
    expect(await screen.findByRole('heading', { name: added.fullname })).toBeInTheDocument();
    expect(api.to('auth/staff/page')).toHaveLength(2);
  });

  it('tells a staff member who is not an administrator that only administrators add staff', () => {
    renderDashboard('/dashboard/staff/add', api.base, { user: STAFF_MEMBER });
    expect(screen.getByRole('heading', { level: 1, name: 'Add A Staff' })).toBeInTheDocument();
    expect(screen.getByText('Only administrators can add staff accounts.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Staff' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to The Staff' })).toBeInTheDocument();
  });
});
