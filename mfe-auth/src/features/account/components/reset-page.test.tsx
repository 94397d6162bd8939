import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import { renderAccount } from '../../../app/testing/render-account';

describe('Reset Password (/reset)', () => {
  const api = setupTestApi();

  const field = (label: string) => screen.getByLabelText(label);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

  async function fill(code = '123456') {
    await userEvent.type(field('Email address'), 'wanjiru@example.co.ke');
    await userEvent.type(field('OTP Code'), code);
    await userEvent.type(field('New Password'), 'a new secret');
  }

  it('asks for the numeric code with a six-digit placeholder and links to Sign In and Request OTP Code', () => {
    renderAccount('/reset', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    const code = field('OTP Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('placeholder', '000000');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign_in');
    expect(screen.getByRole('link', { name: 'Request OTP Code' })).toHaveAttribute('href', '/otp');
  });

  it('announces each missing field and focuses the first; the code must be six digits', async () => {
    renderAccount('/reset', api.base);
    await submit();
    expect(field('Email address')).toHaveAccessibleDescription('Enter your email address');
    expect(field('OTP Code')).toHaveAccessibleDescription('Enter the code from the email');
    expect(field('New Password')).toHaveAccessibleDescription(
      'At least 8 characters Enter a new password',
    );
    expect(field('Email address')).toHaveFocus();

    await fill('12a45');
    await submit();
    expect(field('OTP Code')).toHaveAccessibleDescription(
      'The code is the 6 digits from the email',
    );
    expect(field('OTP Code')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('resets, busy meanwhile, then shows RESETTING_PASSWORD_SUCCESS and moves on to /sign_in', async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 200, body: { msg: 'done' } };
    };
    const { kit } = renderAccount('/reset', api.base);
    await fill();
    await submit();
    expect(screen.getByRole('button', { name: 'Resetting Password ....' })).toBeDisabled();
    held.open();

    await expectToast('Password reset successful, proceed with login', 'success');
    expect(kit.store.getState().notices.success?.id).toBe('RESETTING_PASSWORD_SUCCESS');
    expect(JSON.parse(api.to('auth/reset_password')[0]!.body)).toEqual({
      email: 'wanjiru@example.co.ke',
      otp_code: '123456',
      password: 'a new secret',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign_in');
  });

  it('shows RESETTING_PASSWORD_FAIL in a red toast and stays', async () => {
    api.answer = () => ({
      status: 400,
      body: { status: 400, msg: 'The code is wrong or has expired' },
    });
    const { kit } = renderAccount('/reset', api.base);
    await fill();
    await submit();
    await expectToast('The code is wrong or has expired', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('RESETTING_PASSWORD_FAIL');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset');
  });
});
