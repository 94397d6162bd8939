import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authLoading, sessionStarted } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import { renderAccount } from '../../../app/testing/render-account';
import { TEST_USER } from '../../../app/testing/test-account';

describe('Sign In (/sign_in)', () => {
  const api = setupTestApi();

  const email = () => screen.getByLabelText('Email address');
  const password = () => screen.getByLabelText('Password');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

  it('has its heading, labelled fields and the links to register and to request a code', () => {
    renderAccount('/sign_in', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/otp');
    expect(document.title).toBe('Sign In');
  });

  it('announces what is missing, focuses the first invalid field and sends nothing', async () => {
    renderAccount('/sign_in', api.base);
    await submit();
    expect(email()).toHaveAccessibleDescription('Enter your email address');
    expect(password()).toHaveAccessibleDescription('Enter your password');
    expect(email()).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await userEvent.type(email(), 'wanjiru@');
    expect(email()).not.toHaveAccessibleDescription();
    await submit();
    expect(email()).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    expect(email()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('disables the form with a processing label while signing in, then goes to /dashboard', async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 200, body: { status: true, user: TEST_USER, access_token: 'jwt.1' } };
    };
    const { kit } = renderAccount('/sign_in', api.base);
    await userEvent.type(email(), ' Wanjiru@example.co.ke ');
    await userEvent.type(password(), ' secret pass ');
    await submit();

    const busy = screen.getByRole('button', { name: 'Signing In ....' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(email()).toBeDisabled();
    held.open();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(kit.store.getState().auth).toMatchObject({
      status: true,
      user: TEST_USER,
      access_token: 'jwt.1',
    });
    expect(api.to('auth/signin/staff')).toHaveLength(1);
    expect(JSON.parse(api.requests[0]!.body)).toEqual({
      email: 'Wanjiru@example.co.ke',
      password: ' secret pass ',
    });
  });

  it("shows the server's refusal as a red SIGNING_IN_FAIL toast and stays", async () => {
    api.answer = () => ({
      status: 403,
      body: { status: 403, msg: 'Your account is waiting for an administrator to activate it' },
    });
    const { kit } = renderAccount('/sign_in', api.base);
    await userEvent.type(email(), 'new@example.co.ke');
    await userEvent.type(password(), 'password1');
    await submit();
    await expectToast('Your account is waiting for an administrator to activate it', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('SIGNING_IN_FAIL');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign_in');
  });

  it('sends a signed-in person who opens it straight to /dashboard', async () => {
    const { kit } = renderAccount('/register', api.base);
    act(() => {
      kit.store.dispatch(sessionStarted({ user: TEST_USER, access_token: 'jwt.2' }));
    });
    await userEvent.click(screen.getByRole('link', { name: 'Already have an account ? Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('waits for a session being restored instead of showing the form', () => {
    const { kit } = renderAccount('/sign_in', api.base);
    act(() => {
      kit.store.dispatch(authLoading(true));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    act(() => {
      kit.store.dispatch(sessionStarted({ user: TEST_USER, access_token: 'jwt.3' }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
