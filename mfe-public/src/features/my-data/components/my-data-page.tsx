import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPANY,
  LIMITS,
  PRIVACY,
  isEmailAddress,
  isEmailContact,
  normaliseKenyanPhone,
  useDispatch,
  useSelector,
  type PrivacyRecord,
} from 'shared-data';
import {
  Button,
  defineMessages,
  FormattedMessage,
  useIntl,
  useSiteLocale,
  type IntlShape,
} from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { PageLayout } from '../../../shared/components/page-layout';
import { optional, useFieldRules, type FieldRules } from '../../../shared/forms/field-rules';
import { PersonFields, type PersonField } from '../../../shared/forms/person-fields';
import {
  askingPrivacyCode,
  correctingPrivacyDetails,
  erasingPrivacyData,
  withdrawingConsents,
  openingPrivacyRecord,
  privacyStartedOver,
  selectMyData,
  sendingPrivacyRequest,
} from '../store/my-data.slice';
import { fieldLabel, nothingOfThisKind, readableText, valueText } from './readable-file';

const messages = defineMessages({
  title: { id: 'myData.title', defaultMessage: 'Your data' },
  description: {
    id: 'myData.description',
    defaultMessage:
      'See, download, correct or erase what {name} holds about you, after a code sent to your email or phone.',
  },
  lead: {
    id: 'myData.lead',
    defaultMessage:
      'See, download, correct or erase what we hold about you: your messages and appointments. A code sent to your email or phone proves it is you.',
  },
  erasedHeading: { id: 'myData.erasedHeading', defaultMessage: 'Your data has been erased' },
  erasedText: {
    id: 'myData.erasedText',
    defaultMessage:
      'Your messages are removed, your appointments to come are cancelled, and past visits keep no name, phone, email or note. A record that the erasure happened stays in our activity log, without your details.',
  },
  movedHeading: { id: 'myData.movedHeading', defaultMessage: 'Your details have been corrected' },
  movedText: {
    id: 'myData.movedText',
    defaultMessage: 'To see them again, ask for a code with the new email address or phone number.',
  },
  startAgain: { id: 'myData.startAgain', defaultMessage: 'Start again' },
  contactHeading: { id: 'myData.contactHeading', defaultMessage: '1. Your email or phone' },
  contactLabel: { id: 'myData.contactLabel', defaultMessage: 'Email address or phone number' },
  contactHint: {
    id: 'myData.contactHint',
    defaultMessage:
      'The one you gave us when you wrote to us or booked. We send a 6-digit code to it.',
  },
  contactMissing: {
    id: 'myData.contactMissing',
    defaultMessage: 'Please enter the email address or phone number you gave us.',
  },
  contactInvalid: {
    id: 'myData.contactInvalid',
    defaultMessage: 'Please enter your email address, or a Kenyan phone number like 0722 123 456.',
  },
  sendingCode: { id: 'myData.sendingCode', defaultMessage: 'Sending the code ...' },
  sendCode: { id: 'myData.sendCode', defaultMessage: 'Send me a code' },
  codeHeading: { id: 'myData.codeHeading', defaultMessage: '2. Your code' },
  codeOnItsWay: {
    id: 'myData.codeOnItsWay',
    defaultMessage:
      'If we hold anything about <b>{contact}</b>, a code is on its way to it. It works for {minutes} minutes, once.',
  },
  codeLabel: { id: 'myData.codeLabel', defaultMessage: '6-digit code' },
  codeInvalid: {
    id: 'myData.codeInvalid',
    defaultMessage: 'Please enter the 6 digits of the code.',
  },
  checking: { id: 'myData.checking', defaultMessage: 'Checking ...' },
  seeData: { id: 'myData.seeData', defaultMessage: 'See my data' },
  otherContact: { id: 'myData.otherContact', defaultMessage: 'Use another email or phone' },
  recordHeading: { id: 'myData.recordHeading', defaultMessage: '3. What we hold about {contact}' },
  downloadJson: { id: 'myData.downloadJson', defaultMessage: 'Download as JSON' },
  downloadText: { id: 'myData.downloadText', defaultMessage: 'Download as a text file' },
  done: { id: 'myData.done', defaultMessage: 'Done' },
  withdraw: { id: 'myData.withdraw', defaultMessage: 'Withdraw my consents' },
  correctHeading: { id: 'myData.correctHeading', defaultMessage: 'Correct your details' },
  correctText: {
    id: 'myData.correctText',
    defaultMessage:
      'What you fill in replaces the name, email or phone on every message and appointment above; what you leave empty stays as it is.',
  },
  fullname: { id: 'myData.fullname', defaultMessage: 'Your full name' },
  email: { id: 'myData.email', defaultMessage: 'Email address' },
  phonenumber: { id: 'myData.phonenumber', defaultMessage: 'Phone number' },
  correctNothing: {
    id: 'myData.correctNothing',
    defaultMessage: 'Please fill in at least one of the details to correct.',
  },
  saveCorrections: { id: 'myData.saveCorrections', defaultMessage: 'Save corrections' },
  requestHeading: { id: 'myData.requestHeading', defaultMessage: 'Ask us for something else' },
  requestText: {
    id: 'myData.requestText',
    defaultMessage:
      'Anything this page cannot do (a record we hold elsewhere, an objection, a question): a person at the clinic answers within {days} days.',
  },
  requestDue: {
    id: 'myData.requestDue',
    defaultMessage: 'Your request is with us; we will answer by {date}.',
  },
  requestLabel: { id: 'myData.requestLabel', defaultMessage: 'Your request' },
  requestMissing: {
    id: 'myData.requestMissing',
    defaultMessage: 'Please say what you would like us to do.',
  },
  sendRequest: { id: 'myData.sendRequest', defaultMessage: 'Send request' },
  eraseHeading: { id: 'myData.eraseHeading', defaultMessage: 'Erase your data' },
  eraseIntro: { id: 'myData.eraseIntro', defaultMessage: 'If you erase your data:' },
  eraseComing: {
    id: 'myData.eraseComing',
    defaultMessage:
      'your appointments still to come are cancelled, and the clinic sees them cancelled;',
  },
  erasePast: {
    id: 'myData.erasePast',
    defaultMessage:
      "your past visits stay in the clinic's records as a visit (day, type, doctor, species), without your name, phone, email, pet's name or note;",
  },
  eraseMessages: {
    id: 'myData.eraseMessages',
    defaultMessage: 'your messages from the contact form are removed, with our answers;',
  },
  eraseLog: {
    id: 'myData.eraseLog',
    defaultMessage: 'staff actions on those records keep who and when, not your details.',
  },
  eraseWarning: {
    id: 'myData.eraseWarning',
    defaultMessage: 'It cannot be undone. Download your data first if you want to keep a copy.',
  },
  eraseConfirm: {
    id: 'myData.eraseConfirm',
    defaultMessage: 'Erase everything we hold about you?',
  },
  erasing: { id: 'myData.erasing', defaultMessage: 'Erasing ...' },
  eraseYes: { id: 'myData.eraseYes', defaultMessage: 'Yes, erase my data' },
  keep: { id: 'myData.keep', defaultMessage: 'No, keep it' },
  erase: { id: 'myData.erase', defaultMessage: 'Erase my data' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Whether the API will take it as a contact: an email address or a Kenyan phone number. */
const contactProblem = (value: string, intl: IntlShape) => {
  const typed = value.trim();
  if (!typed) return intl.formatMessage(messages.contactMissing);
  const ok = isEmailContact(typed) ? isEmailAddress(typed) : normaliseKenyanPhone(typed) !== null;
  return ok ? undefined : intl.formatMessage(messages.contactInvalid);
};

/** Offers a file to save, made here from what the page already holds. */
function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Your data (docs/behaviour.md#your-data): a person proves control of their email or phone with
 * a one-time code, then sees everything the clinic holds about it, downloads it, corrects their
 * details, asks for what the page cannot do, or erases it all. Each step's heading takes the
 * focus, and what each call answered is read out by the live region.
 */
export function MyDataPage() {
  const intl = useIntl();
  const locale = useSiteLocale();
  const dispatch = useDispatch();
  const state = useSelector(selectMyData);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);
  useEffect(
    () => () => {
      dispatch(privacyStartedOver());
    },
    [dispatch],
  );
  const proof = { contact: state.contact, check: state.check ?? '' };

  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description, { name: COMPANY.name })}
      lead={intl.formatMessage(messages.lead)}
    >
      <Steps>
        <Status role="status" aria-live="polite">
          {state.status?.kind === 'ok' ? state.status.msg : ''}
        </Status>
        <Status role="alert">{state.status?.kind === 'error' ? state.status.msg : ''}</Status>
        {state.step === 'contact' && (
          <ContactStep
            heading={heading}
            busy={state.busy}
            onSend={(contact) => dispatch(askingPrivacyCode.start({ contact, language: locale }))}
          />
        )}
        {state.step === 'code' && (
          <CodeStep
            heading={heading}
            busy={state.busy}
            contact={state.contact}
            onCode={(code) =>
              dispatch(
                openingPrivacyRecord.start({ contact: state.contact, code, language: locale }),
              )
            }
            onAgain={() => dispatch(privacyStartedOver())}
          />
        )}
        {state.step === 'record' && state.record && (
          <RecordStep
            heading={heading}
            record={state.record}
            busy={state.busy}
            requestDue={state.requestDue}
            onCorrect={(fields) =>
              dispatch(correctingPrivacyDetails.start({ ...proof, ...fields, language: locale }))
            }
            onRequest={(message) => dispatch(sendingPrivacyRequest.start({ ...proof, message }))}
            onErase={() => dispatch(erasingPrivacyData.start(proof))}
            onWithdraw={() => dispatch(withdrawingConsents.start({ ...proof, language: locale }))}
            onDone={() => dispatch(privacyStartedOver())}
          />
        )}
        {(state.step === 'erased' || state.step === 'moved') && (
          <section aria-labelledby="privacy-done">
            <h2 id="privacy-done" ref={heading} tabIndex={-1}>
              {intl.formatMessage(
                state.step === 'erased' ? messages.erasedHeading : messages.movedHeading,
              )}
            </h2>
            <p>
              {intl.formatMessage(
                state.step === 'erased' ? messages.erasedText : messages.movedText,
              )}
            </p>
            <Button onClick={() => dispatch(privacyStartedOver())}>
              {intl.formatMessage(messages.startAgain)}
            </Button>
          </section>
        )}
      </Steps>
    </PageLayout>
  );
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

function ContactStep({
  heading,
  busy,
  onSend,
}: {
  heading: HeadingRef;
  busy: boolean;
  onSend: (contact: string) => void;
}) {
  const intl = useIntl();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactProblem(contact, intl);
    setError(problem);
    if (!problem) onSend(contact.trim());
  };
  return (
    <section aria-labelledby="privacy-contact">
      <h2 id="privacy-contact" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.contactHeading)}
      </h2>
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-contact">
        <Field
          label={intl.formatMessage(messages.contactLabel)}
          name="contact"
          autoComplete="email"
          required
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={intl.formatMessage(messages.contactHint)}
        />
        <Button type="submit" disabled={busy}>
          {intl.formatMessage(busy ? messages.sendingCode : messages.sendCode)}
        </Button>
      </form>
    </section>
  );
}

function CodeStep({
  heading,
  busy,
  contact,
  onCode,
  onAgain,
}: {
  heading: HeadingRef;
  busy: boolean;
  contact: string;
  onCode: (code: string) => void;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    const problem = /^\d{6}$/.test(typed) ? undefined : intl.formatMessage(messages.codeInvalid);
    setError(problem);
    if (!problem) onCode(typed);
  };
  return (
    <section aria-labelledby="privacy-code">
      <h2 id="privacy-code" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.codeHeading)}
      </h2>
      <p>
        <FormattedMessage
          {...messages.codeOnItsWay}
          values={{ b: strong, contact, minutes: String(PRIVACY.codeMinutes) }}
        />
      </p>
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-code">
        <Field
          label={intl.formatMessage(messages.codeLabel)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={LIMITS.otpDigits + 2}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Actions>
          <Button type="submit" disabled={busy}>
            {intl.formatMessage(busy ? messages.checking : messages.seeData)}
          </Button>
          <Button type="button" variant="secondary" onClick={onAgain}>
            {intl.formatMessage(messages.otherContact)}
          </Button>
        </Actions>
      </form>
    </section>
  );
}

interface RecordStepProps {
  heading: HeadingRef;
  record: PrivacyRecord;
  busy: boolean;
  requestDue: string | null;
  onCorrect: (fields: { fullname?: string; email?: string; phonenumber?: string }) => void;
  onRequest: (message: string) => void;
  onErase: () => void;
  onWithdraw: () => void;
  onDone: () => void;
}

function RecordStep({
  heading,
  record,
  busy,
  requestDue,
  onCorrect,
  onRequest,
  onErase,
  onWithdraw,
  onDone,
}: RecordStepProps) {
  const intl = useIntl();
  const day = record.generated_at.slice(0, 10);
  return (
    <>
      <section aria-labelledby="privacy-record">
        <h2 id="privacy-record" ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.recordHeading, { contact: record.contact })}
        </h2>
        <Actions>
          <Button
            variant="secondary"
            onClick={() =>
              download(
                `my-data-${day}.json`,
                'application/json',
                `${JSON.stringify(record, null, 2)}\n`,
              )
            }
          >
            {intl.formatMessage(messages.downloadJson)}
          </Button>
          <Button
            variant="secondary"
            onClick={() => download(`my-data-${day}.txt`, 'text/plain', readableText(record, intl))}
          >
            {intl.formatMessage(messages.downloadText)}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {intl.formatMessage(messages.done)}
          </Button>
        </Actions>
        {record.sections.map((section) => (
          <section key={section.kind} aria-labelledby={`held-${section.kind}`}>
            <h3 id={`held-${section.kind}`}>
              {section.title} ({section.items.length})
            </h3>
            <About>{section.about}</About>
            {section.items.length === 0 ? (
              <p>{nothingOfThisKind(intl)}</p>
            ) : (
              <Items>
                {section.items.map((item, index) => (
                  <li key={index}>
                    <Facts>
                      {Object.entries(item).map(([name, value]) => (
                        <div key={name}>
                          <dt>{fieldLabel(name, intl)}</dt>
                          <dd>{valueText(value)}</dd>
                        </div>
                      ))}
                    </Facts>
                  </li>
                ))}
              </Items>
            )}
            {section.kind === 'consents' &&
              section.items.some((item) => item.withdrawn === null) && (
                <Actions>
                  <Button variant="secondary" disabled={busy} onClick={onWithdraw}>
                    {intl.formatMessage(messages.withdraw)}
                  </Button>
                </Actions>
              )}
          </section>
        ))}
      </section>
      <CorrectForm busy={busy} onCorrect={onCorrect} />
      <RequestForm busy={busy} due={requestDue} onRequest={onRequest} />
      <EraseBox busy={busy} onErase={onErase} />
    </>
  );
}

/** A correction leaves any detail empty; what is filled in follows the same rules as anywhere. */
const correctionRules = (
  rules: FieldRules,
): Record<PersonField, (value: string) => string | undefined> => ({
  fullname: optional(rules.fullname),
  email: optional(rules.email),
  phonenumber: optional(rules.kenyanPhone),
});

function CorrectForm({ busy, onCorrect }: Pick<RecordStepProps, 'busy' | 'onCorrect'>) {
  const intl = useIntl();
  const { rules } = useFieldRules();
  const [fields, setFields] = useState({ fullname: '', email: '', phonenumber: '' });
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const set = (name: PersonField) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [name]: event.target.value });
    setErrors({ ...errors, [name]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const fullname = fields.fullname.trim();
    const email = fields.email.trim();
    const phone = fields.phonenumber.trim();
    const typed = { fullname, email, phonenumber: phone };
    for (const name of ['fullname', 'email', 'phonenumber'] as const) {
      const problem = correctionRules(rules)[name](typed[name]);
      if (problem) found[name] = problem;
    }
    if (!fullname && !email && !phone) found.fullname = intl.formatMessage(messages.correctNothing);
    setErrors(found);
    if (Object.keys(found).length) return;
    onCorrect({
      ...(fullname ? { fullname } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phonenumber: phone } : {}),
    });
  };
  return (
    <section aria-labelledby="privacy-correct">
      <h2 id="privacy-correct">{intl.formatMessage(messages.correctHeading)}</h2>
      <p>{intl.formatMessage(messages.correctText)}</p>
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-correct">
        <PersonFields
          values={fields}
          errors={errors}
          set={set}
          required={false}
          labels={{
            fullname: intl.formatMessage(messages.fullname),
            email: intl.formatMessage(messages.email),
            phonenumber: intl.formatMessage(messages.phonenumber),
          }}
        />
        <Button type="submit" disabled={busy}>
          {intl.formatMessage(messages.saveCorrections)}
        </Button>
      </form>
    </section>
  );
}

/**
 * The day a request is due ('2026-12-07', the clinic's calendar day) as the page's language writes
 * a date ('Jumatatu, 7 Desemba 2026'); English keeps the day as the API gives it.
 */
function dueDay(intl: IntlShape, due: string): string {
  return intl.formatDate(`${due.slice(0, 10)}T00:00:00Z`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function RequestForm({
  busy,
  due,
  onRequest,
}: Pick<RecordStepProps, 'busy' | 'onRequest'> & { due: string | null }) {
  const intl = useIntl();
  const english = useSiteLocale() === 'en';
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(intl.formatMessage(messages.requestMissing));
      return;
    }
    onRequest(message.trim());
    setMessage('');
  };
  return (
    <section aria-labelledby="privacy-request">
      <h2 id="privacy-request">{intl.formatMessage(messages.requestHeading)}</h2>
      <p>{intl.formatMessage(messages.requestText, { days: String(PRIVACY.requestDueDays) })}</p>
      {due && (
        <p>
          {intl.formatMessage(messages.requestDue, {
            date: english ? due.slice(0, 10) : dueDay(intl, due),
          })}
        </p>
      )}
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-request">
        <Field
          as="textarea"
          label={intl.formatMessage(messages.requestLabel)}
          name="message"
          rows={4}
          maxLength={PRIVACY.requestMax}
          value={message}
          onChange={(event: { target: { value: string } }) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" disabled={busy}>
          {intl.formatMessage(messages.sendRequest)}
        </Button>
      </form>
    </section>
  );
}

function EraseBox({ busy, onErase }: Pick<RecordStepProps, 'busy' | 'onErase'>) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby="privacy-erase">
      <h2 id="privacy-erase">{intl.formatMessage(messages.eraseHeading)}</h2>
      <p>{intl.formatMessage(messages.eraseIntro)}</p>
      <ul>
        <li>{intl.formatMessage(messages.eraseComing)}</li>
        <li>{intl.formatMessage(messages.erasePast)}</li>
        <li>{intl.formatMessage(messages.eraseMessages)}</li>
        <li>{intl.formatMessage(messages.eraseLog)}</li>
      </ul>
      <p>{intl.formatMessage(messages.eraseWarning)}</p>
      {confirming ? (
        <div role="group" aria-labelledby="privacy-erase-confirm">
          <h3 id="privacy-erase-confirm" ref={confirm} tabIndex={-1}>
            {intl.formatMessage(messages.eraseConfirm)}
          </h3>
          <Actions>
            <Button variant="danger" disabled={busy} onClick={onErase}>
              {intl.formatMessage(busy ? messages.erasing : messages.eraseYes)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage(messages.keep)}
            </Button>
          </Actions>
        </div>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {intl.formatMessage(messages.erase)}
        </Button>
      )}
    </section>
  );
}

// An email address is one long word: it breaks anywhere rather than widen a phone's page.
const Steps = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0`};
`;

const About = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Items = styled.ol`
  padding-left: 1.25rem;
  & > li {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  & > div {
    display: grid;
    grid-template-columns: minmax(6rem, 30%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
