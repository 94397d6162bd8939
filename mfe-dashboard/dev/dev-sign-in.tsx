import { useState, type FormEvent } from 'react';
import { request, sessionStarted, toNotice, useDispatch } from 'shared-data';
import { Button, PageHeading, useNavigate } from 'shared-ui';
import { Field } from 'shared-ui/forms';

/**
 * Dev host only: the dashboard sends a visitor to /sign_in, which belongs to the auth remote.
 * Running alone, this small form signs in against the proxied API instead.
 */
export function DevSignIn() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    request('signIn', {
      body: { email: String(form.get('email')), password: String(form.get('password')) },
    }).then(
      (session) => {
        dispatch(sessionStarted({ user: session.user, access_token: session.access_token }));
        // The declarative router's navigate() is synchronous and cannot fail.
        void navigate('/dashboard');
      },
      (cause: unknown) => {
        setError(toNotice(cause, 'SIGNING_IN_FAIL', 'signIn').msg);
        setBusy(false);
      },
    );
  }

  return (
    <main style={{ maxWidth: 420, margin: '0 auto', padding: '1rem' }}>
      <PageHeading title="Sign In (dashboard dev host)" />
      <form onSubmit={submit}>
        <Field label="Email address" name="email" type="email" required />
        <Field label="Password" name="password" type="password" required error={error} />
        <Button type="submit" busy={busy}>
          Sign In
        </Button>
      </form>
    </main>
  );
}
