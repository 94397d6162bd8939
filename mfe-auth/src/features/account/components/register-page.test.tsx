import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { chooseNonImage, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { renderAccount } from '../../../app/testing/render-account';

describe('Register Account (/register)', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const field = (label: string) => screen.getByLabelText(label);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

  async function fill() {
    await userEvent.type(field('Full Name'), 'Otieno Ouma');
    await userEvent.type(field('Email address'), 'otieno@example.co.ke');
    await userEvent.type(field('Password'), 'long enough');
  }

  it('has its heading, labelled fields and the link back to Sign In', () => {
    renderAccount('/register', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Register Account' })).toBeInTheDocument();
    expect(field('Profile photo (optional)')).toHaveAttribute('type', 'file');
    expect(
      screen.getByText(/We use your name, email and photo for your staff account/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Already have an account ? Sign In' })).toHaveAttribute(
      'href',
      '/sign_in',
    );
  });

  it('announces each missing field, focuses the first and sends nothing', async () => {
    renderAccount('/register', api.base);
    await submit();
    expect(field('Full Name')).toHaveAccessibleDescription('Enter your full name');
    expect(field('Email address')).toHaveAccessibleDescription('Enter your email address');
    expect(field('Password')).toHaveAccessibleDescription(
      'At least 8 characters Enter your password',
    );
    expect(field('Full Name')).toHaveFocus();

    await userEvent.type(field('Full Name'), 'Otieno');
    await userEvent.type(field('Email address'), 'otieno@example.co.ke');
    await userEvent.type(field('Password'), 'short');
    await submit();
    expect(field('Password')).toHaveAccessibleDescription(
      'At least 8 characters Use at least 8 characters',
    );
    expect(field('Password')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a photo that is not an image', async () => {
    renderAccount('/register', api.base);
    await fill();
    await chooseNonImage(field('Profile photo (optional)'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an image file');
    await submit();
    expect(field('Profile photo (optional)')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the account as multipart with the photo, busy meanwhile, then the green toast', async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 201, body: { msg: 'Registered' } };
    };
    const { kit } = renderAccount('/register', api.base);
    await fill();
    await userEvent.upload(
      field('Profile photo (optional)'),
      new File(['PNGDATA'], 'me.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toBeInTheDocument();
    await submit();
    expect(screen.getByRole('button', { name: 'Registering ....' })).toBeDisabled();
    expect(field('Full Name')).toBeDisabled();
    held.open();

    await expectToast(
      'Account registered successfully, wait as the admin activates your account',
      'success',
    );
    expect(kit.store.getState().notices.success?.id).toBe('REGISTERING_SUCCESS');
    const [sent] = api.to('auth/register/staff');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const part of [
      'name="fullname"\r\n\r\nOtieno Ouma',
      'name="email"\r\n\r\notieno@example.co.ke',
      'name="password"\r\n\r\nlong enough',
      'name="avatar"; filename="me.png"',
      'PNGDATA',
    ]) {
      expect(sent?.body).toContain(part);
    }
    // Ready for the next registration.
    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(kit.store.getState().auth.status).toBe(false);
  });

  it("shows the server's refusal as a red REGISTERING_FAIL toast and keeps what was typed", async () => {
    api.answer = () => ({
      status: 429,
      body: { status: 429, msg: 'Too many requests, try again in 40 minutes' },
    });
    const { kit } = renderAccount('/register', api.base);
    await fill();
    await submit();
    await expectToast('Too many requests, try again in 40 minutes', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('REGISTERING_FAIL');
    expect(field('Full Name')).toHaveValue('Otieno Ouma');
    expect(api.requests[0]?.body).not.toContain('name="avatar"');
  });
});
