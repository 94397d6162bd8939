import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStoreKit, uploadProgressed } from 'shared-data';
import { gate, setupTestApi, type ApiRequest } from 'shared-data/testing/test-api';
import { UiProvider } from 'shared-ui';
import { chooseNonImage, expectDialogClosed, expectToast, stubObjectUrls } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import { ADMIN, testUser } from '../../../app/testing/test-users';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { AccountSection } from './account-section';

describe('My Account (/dashboard)', () => {
  const api = setupTestApi(apiRoutes({}));
  stubObjectUrls();

  const updated = testUser({
    fullname: 'Wanjiru Kamau Njoroge',
    background: 'Twenty years with cattle.',
    description: 'Runs the clinic.',
    images: ['/uploads/i1-960.webp', '/uploads/i2-960.webp'],
  });

  /** The value shown beside a term of the account's facts ('Doctor:' -> 'Yes'). */
  const fact = (term: string) =>
    screen.getByText(`${term}:`, { selector: 'dt' }).nextElementSibling?.textContent;
  const dialog = () => screen.getByRole('dialog', { name: 'Update Account' });
  const field = (label: string) => within(dialog()).getByLabelText(label);
  const png = (name: string, body = 'PNGDATA') => new File([body], name, { type: 'image/png' });
  const updates = () => api.to(`auth/account/${encodeURIComponent(ADMIN.email)}`);

  async function openModal() {
    await userEvent.click(screen.getByRole('button', { name: 'Update Account' }));
    return dialog();
  }

  it("shows the signed-in person's account", async () => {
    const user = testUser({
      avatar: '/uploads/a-960.webp',
      avatar_srcset: '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w',
      images: ['/uploads/i1-960.webp'],
      isDoctor: false,
      rank: '2',
    });
    renderDashboard('/dashboard', api.base, { user });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: user.fullname })).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: `Photo of ${user.fullname}` });
    expect(avatar).toHaveAttribute('src', '/uploads/a-960.webp');
    expect(avatar).toHaveAttribute('srcset', user.avatar_srcset);
    expect(fact('Email')).toBe(user.email);
    expect(fact('Doctor')).toBe('No');
    expect(fact('Admin')).toBe('Yes');
    expect(fact('Rank')).toBe('2');
    expect(fact('Status')).toBe('ACTIVE');
    expect(screen.getByText('Doctor:').parentElement).toHaveTextContent('Doctor: No');
    expect(screen.getByRole('img', { name: 'Account image 1 of 1' })).toHaveAttribute(
      'src',
      '/uploads/i1-960.webp',
    );
    expect(screen.getByText(user.background)).toBeInTheDocument();
    expect(screen.getByText(user.description)).toBeInTheDocument();
    // The current user is fetched as the dashboard opens.
    await waitFor(() => expect(api.to('auth/staff/account')).toHaveLength(1));
  });

  it("shows initials without a photo and 'undefined' texts as blank", () => {
    const user = testUser({ background: 'undefined', description: 'undefined', images: [] });
    api.answer = apiRoutes({}, user);
    renderDashboard('/dashboard', api.base, { user });
    expect(screen.getByText('WK')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('undefined')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Background' }).nextElementSibling,
    ).toHaveTextContent(/^$/);
    expect(screen.getByText('No account images yet')).toBeInTheDocument();
  });

  it("says 'Account not found' when there is no user", () => {
    const kit = createStoreKit();
    kit.injectRemote('dashboard', remote);
    render(
      <Provider store={kit.store}>
        <UiProvider>
          <AccountSection />
        </UiProvider>
      </Provider>,
    );
    expect(screen.getByText('Account not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Account' })).not.toBeInTheDocument();
  });

  it('opens Update Account filled from the account, with the limits on show', async () => {
    const user = testUser({ description: 'undefined' });
    api.answer = apiRoutes({}, user);
    renderDashboard('/dashboard', api.base, { user });
    await openModal();
    expect(field('Full Name')).toHaveValue(user.fullname);
    expect(field('Background')).toHaveValue(user.background);
    expect(field('Background')).toHaveAttribute('maxLength', '5000');
    expect(field('Description')).toHaveValue('');
    expect(field('Description')).toHaveAttribute('maxLength', '5000');
    expect(within(dialog()).getByText(`${user.background.length}/5000`)).toBeInTheDocument();
    await userEvent.type(field('Description'), 'Vet');
    expect(within(dialog()).getByText('3/5000')).toBeInTheDocument();
    expect(field('Profile photo')).toHaveAttribute('accept', 'image/*');
    expect(field('Account images')).toHaveAttribute('multiple');
    expect(field('Account images')).toHaveAccessibleDescription(/Up to 3 images/);

    // The footer's Close (the header's × is also named Close).
    await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expectDialogClosed();
    expect(updates()).toHaveLength(0);
  });

  it('refuses more than 3 account images and sends nothing', async () => {
    renderDashboard('/dashboard', api.base);
    await openModal();
    await userEvent.upload(field('Account images'), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Choose at most 3 images');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(field('Account images')).toHaveFocus();
    expect(updates()).toHaveLength(0);
  });

  it('refuses a file that is not an image, and an empty name, and sends nothing', async () => {
    renderDashboard('/dashboard', api.base);
    await openModal();
    await chooseNonImage(field('Profile photo'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Choose an image file');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(field('Profile photo')).toHaveFocus();

    await userEvent.clear(field('Full Name'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(field('Full Name')).toHaveAccessibleDescription('Enter your full name');
    expect(field('Full Name')).toHaveFocus();
    expect(updates()).toHaveLength(0);
  });

  it('sends the changes as multipart with a progress bar, then the green toast, the new account and the modal closed', async () => {
    const held = gate();
    api.answer = apiRoutes({
      // The path arrives percent-encoded.
      [`PUT auth/account/${encodeURIComponent(ADMIN.email)}`]: async () => {
        await held.promise;
        return { status: 200, body: { msg: 'Account updated successfully', user: updated } };
      },
    });
    const { kit } = renderDashboard('/dashboard', api.base);
    await openModal();
    await userEvent.clear(field('Full Name'));
    await userEvent.type(field('Full Name'), updated.fullname);
    await userEvent.clear(field('Background'));
    await userEvent.type(field('Background'), updated.background);
    await userEvent.clear(field('Description'));
    await userEvent.type(field('Description'), updated.description);
    await userEvent.upload(field('Profile photo'), [png('me.png', 'AVATARDATA'), png('x.png')]);
    await userEvent.upload(field('Account images'), [
      png('farm.png', 'FARMDATA'),
      png('clinic.png', 'CLINICDATA'),
    ]);
    expect(within(dialog()).getByRole('img', { name: 'Preview of me.png' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Preview of farm.png' })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Update' }));

    expect(within(dialog()).getByRole('button', { name: 'Processing ...' })).toBeDisabled();
    expect(field('Full Name')).toBeDisabled();
    // jsdom reports upload progress only once the answer comes; a browser reports it as the
    // body goes out, which is what the saga puts meanwhile.
    await waitFor(() => expect(updates()).toHaveLength(1));
    act(() => {
      kit.store.dispatch(uploadProgressed({ operation: 'UPDATING_USER', fraction: 0.4 }));
    });
    expect(within(dialog()).getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    held.open();

    await expectToast('Account updated successfully', 'success');
    expect(kit.store.getState().notices.success?.id).toBe('UPDATING_USER_SUCCESS');
    await expectDialogClosed();
    // The session holds the account the server answered, and the page shows it.
    expect(kit.store.getState().auth.user).toEqual(updated);
    expect(screen.getByRole('heading', { level: 2, name: updated.fullname })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Account image/ })).toHaveLength(2);

    const [sent] = updates() as [ApiRequest];
    expect(sent.method).toBe('PUT');
    expect(new URL(sent.path, 'http://api/').searchParams.get('email')).toBe(ADMIN.email);
    expect(sent.headers.authorization).toBe('Bearer test-access-token');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const part of [
      `name="fullname"\r\n\r\n${updated.fullname}\r\n`,
      `name="background"\r\n\r\n${updated.background}\r\n`,
      `name="description"\r\n\r\n${updated.description}\r\n`,
      'name="avatar"; filename="me.png"',
      'AVATARDATA',
      'name="images"; filename="farm.png"',
      'FARMDATA',
      'name="images"; filename="clinic.png"',
      'CLINICDATA',
    ]) {
      expect(sent.body).toContain(part);
    }
    // Only the first file chosen as the photo goes.
    expect(sent.body).not.toContain('filename="x.png"');
  });

  it('keeps the modal open with what was typed when the server refuses, with its msg in a red toast', async () => {
    api.answer = apiRoutes({
      [`PUT auth/account/${encodeURIComponent(ADMIN.email)}`]: () => ({
        status: 413,
        body: { status: 413, msg: 'The image is larger than 5 MB' },
      }),
    });
    const { kit } = renderDashboard('/dashboard', api.base);
    await openModal();
    await userEvent.clear(field('Full Name'));
    await userEvent.type(field('Full Name'), 'Wanjiru K.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Update' }));

    await expectToast('The image is larger than 5 MB', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('UPDATING_USER_FAIL');
    expect(field('Full Name')).toHaveValue('Wanjiru K.');
    expect(field('Full Name')).toBeEnabled();
    expect(kit.store.getState().auth.user?.fullname).toBe(ADMIN.fullname);
    expect(updates()).toHaveLength(1);
  });
});
