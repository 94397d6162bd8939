import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import { renderAccount } from '../../../app/testing/render-account';

describe('Request OTP (/otp)', () => {
  const api = setupTestApi();

  const email = () => screen.getByLabelText('Email address');

  it('says what will happen and links to Sign In and Reset Password', () => {
    renderAccount('/otp', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Request OTP' })).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription(
      'A 6-digit code will be sent to your email. It expires in 30 minutes.',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign_in');
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/reset');
  });

  it('needs a valid email, announced and focused', async () => {
    renderAccount('/otp', api.base);
    await userEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address');
    expect(email()).toHaveFocus();
    await userEvent.type(email(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(api.requests).toHaveLength(0);
  });

  it("reads 'Requesting Code ....' while sending, then shows OTP_SUCCESS and moves on to /reset", async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 200, body: { msg: 'sent' } };
    };
    const { kit } = renderAccount('/otp', api.base);
    await userEvent.type(email(), 'wanjiru@example.co.ke');
    await userEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(screen.getByRole('button', { name: 'Requesting Code ....' })).toBeDisabled();
    held.open();

    await expectToast('OTP Code sent to email, the code expires after 30mins', 'success');
    expect(kit.store.getState().notices.success?.id).toBe('OTP_SUCCESS');
    expect(JSON.parse(api.to('auth/otp')[0]!.body)).toEqual({ email: 'wanjiru@example.co.ke' });
    // On to /reset with the address filled in.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset Password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('wanjiru@example.co.ke');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset');
  });

  it('shows OTP_FAIL in a red toast and stays', async () => {
    api.answer = () => ({
      status: 429,
      body: { status: 429, msg: 'Too many codes, try again later' },
    });
    const { kit } = renderAccount('/otp', api.base);
    await userEvent.type(email(), 'wanjiru@example.co.ke');
    await userEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    await expectToast('Too many codes, try again later', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('OTP_FAIL');
    expect(screen.getByTestId('location')).toHaveTextContent('/otp');
  });
});
