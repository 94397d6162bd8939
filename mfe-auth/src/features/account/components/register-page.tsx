import { useEffect, useRef, useState } from 'react';
import { SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import { COLLECTION_NOTES } from 'shared-data/contract/privacy-notice';
import { Link } from 'shared-ui';
import { Field, ImageField, rule, useFormErrors } from 'shared-ui/forms';
import { PASSWORD_MIN, TEXTS } from '../account-texts';
import { register, selectAccount } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';

const { labels, errors: messages } = TEXTS;

const passwordRule = (missing: string) => (value: string) =>
  !value ? missing : value.length < PASSWORD_MIN ? messages.passwordLength : undefined;

/** /register: the new account waits for an administrator to activate it. */
export function RegisterPage() {
  const dispatch = useDispatch();
  const { registering, registered } = useSelector(selectAccount);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, clear } = useFormErrors({
    fullname: rule.required(messages.fullname),
    email: rule.email(messages.email, messages.emailFormat),
    password: passwordRule(messages.password),
  });

  // Each registration that went through empties the form for the next one.
  const seen = useRef(registered);
  useEffect(() => {
    if (registered === seen.current) return;
    seen.current = registered;
    formRef.current?.reset();
    setPhoto(null);
  }, [registered]);

  const choosePhoto = (file: File | null) => {
    // The photo is optional, and an image when given (docs/behaviour.md#validation).
    setPhotoError(file && !file.type.startsWith('image/') ? messages.photo : undefined);
    setPhoto(file);
  };

  return (
    <AccountPage title={TEXTS.register.title}>
      <AccountForm
        label={TEXTS.register.title}
        busy={registering}
        submit={TEXTS.register.submit}
        busyLabel={TEXTS.register.busy}
        onSubmit={(form) => {
          formRef.current = form;
          const values = check(form);
          if (!values) return;
          if (photoError) {
            (form.elements.namedItem('avatar') as HTMLElement | null)?.focus();
            return;
          }
          dispatch(register.start({ ...values, avatar: photo }));
        }}
      >
        <Field
          label={labels.fullname}
          name="fullname"
          autoComplete="name"
          required
          error={errors.fullname}
          onChange={() => clear('fullname')}
        />
        <Field
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          onChange={() => clear('email')}
        />
        <Field
          label={labels.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errors.password}
          onChange={() => clear('password')}
        />
        <ImageField
          label={TEXTS.register.photo}
          name="avatar"
          file={photo}
          onChange={choosePhoto}
          error={photoError}
        />
        {/* What the account's data is for, where it is collected (docs/behaviour.md#consents). */}
        <p>
          {COLLECTION_NOTES.register}{' '}
          <Link to={SITE_ROUTES.public.privacy}>{COLLECTION_NOTES.linkText}</Link>.
        </p>
      </AccountForm>
      <FormLinks links={[{ to: SITE_ROUTES.auth.signIn, label: TEXTS.register.signIn }]} />
    </AccountPage>
  );
}
