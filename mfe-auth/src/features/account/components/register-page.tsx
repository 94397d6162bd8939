import { useEffect, useRef, useState } from 'react';
import { SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import { Link, useIntl } from 'shared-ui';
import { Field, ImageField, rule, useFormErrors } from 'shared-ui/forms';
import { PASSWORD_MIN, TEXTS } from '../account-texts';
import { register, selectAccount } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';

const { register: texts, labels, errors: messages } = TEXTS;

/** /register: the new account waits for an administrator to activate it. */
export function RegisterPage() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const min = { min: String(PASSWORD_MIN) };
  const dispatch = useDispatch();
  const { registering, registered } = useSelector(selectAccount);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, clear } = useFormErrors({
    fullname: rule.required(text(messages.fullname)),
    email: rule.email(text(messages.email), text(messages.emailFormat)),
    password: (value) =>
      !value
        ? text(messages.password)
        : value.length < PASSWORD_MIN
          ? text(messages.passwordLength, min)
          : undefined,
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
    setPhotoError(file && !file.type.startsWith('image/') ? text(messages.photo) : undefined);
    setPhoto(file);
  };

  return (
    <AccountPage title={text(texts.title)}>
      <AccountForm
        label={text(texts.title)}
        busy={registering}
        submit={text(texts.submit)}
        busyLabel={text(texts.busy)}
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
          label={text(labels.fullname)}
          name="fullname"
          autoComplete="name"
          required
          error={errors.fullname}
          onChange={() => clear('fullname')}
        />
        <Field
          label={text(labels.email)}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          onChange={() => clear('email')}
        />
        <Field
          label={text(labels.password)}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={text(labels.passwordHint, min)}
          error={errors.password}
          onChange={() => clear('password')}
        />
        <ImageField
          label={text(texts.photo)}
          name="avatar"
          file={photo}
          onChange={choosePhoto}
          error={photoError}
        />
        {/* What the account's data is for, where it is collected (docs/behaviour.md#consents). */}
        <p>
          {text(texts.collectionNote)}{' '}
          <Link to={SITE_ROUTES.public.privacy}>{text(texts.privacyLink)}</Link>.
        </p>
      </AccountForm>
      <FormLinks links={[{ to: SITE_ROUTES.auth.signIn, label: text(texts.signIn) }]} />
    </AccountPage>
  );
}
