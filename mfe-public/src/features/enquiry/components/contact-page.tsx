import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPANY,
  LIMITS,
  SITE_ROUTES,
  telHref,
  useDispatch,
  useSelector,
  namedHoursRuns,
  type SiteLocale,
} from 'shared-data';
// Not part of the shared module every page loads: bundled where used.
import { clinicStructuredData } from 'shared-data/contract/structured-data';
import {
  Button,
  defineMessages,
  FormattedMessage,
  LinkButton,
  media,
  useIntl,
  useLocation,
  useSiteLocale,
  type IntlShape,
} from 'shared-ui';
import { Field, useFormMessages } from 'shared-ui/forms';
import { PageLayout } from '../../../shared/components/page-layout';
import { collectionNotes } from 'shared-data/contract/privacy-notice';
import { PrivacyNote } from '../../../shared/components/privacy-note';
import { PersonFields } from '../../../shared/forms/person-fields';
import { ENQUIRY_SUCCESS_MSG } from '../store/enquiry.slice';
import { postedFormTaken, selectPostedForm } from '../store/posted-form.slice';
import { ClinicMap } from './clinic-map';
import { useEnquiryForm } from './use-enquiry-form';
import {
  CONTACT_FIELDS,
  checkContact,
  contactRules,
  type ContactField,
  type ContactValues,
} from './validation';

const messages = defineMessages({
  title: { id: 'enquiry.title', defaultMessage: 'Contact Us' },
  description: {
    id: 'enquiry.description',
    defaultMessage:
      'Contact {name} on Kiambu Road, Nairobi: phone {phone}, email {email}, or send us a message. Emergency line open 24 hours.',
  },
  lead: {
    id: 'enquiry.lead',
    defaultMessage:
      'Questions about your animal, our services or an invoice? Write to us and our team will answer.',
  },
  bookHeading: { id: 'enquiry.bookHeading', defaultMessage: 'Book an appointment' },
  bookText: {
    id: 'enquiry.bookText',
    defaultMessage:
      'Online: your pet, a service and a free time, confirmed by text. Or call us, day or night.',
  },
  bookOnline: { id: 'enquiry.bookOnline', defaultMessage: 'Book online' },
  // A no-break space before the number: the link is a flex box, which drops a plain space
  // standing alone between the hidden words and the number ('Call+254 ...' on screen).
  call: {
    id: 'enquiry.call',
    defaultMessage: 'Call<hidden> the clinic on</hidden>\u00a0{phone}',
  },
  getInTouch: { id: 'enquiry.getInTouch', defaultMessage: 'Get in Touch' },
  sent: { id: 'enquiry.sent', defaultMessage: 'Your message has been sent' },
  // The SPEC's success message (ENQUIRY_SUCCESS_MSG), word for word in English.
  thanks: {
    id: 'enquiry.thanks',
    defaultMessage: 'Thank you for reaching us, our team will respond shortly',
  },
  next: {
    id: 'enquiry.next',
    defaultMessage:
      'What happens next: a member of our team reads it and answers you by email or phone, usually within one working day. A confirmation is on its way to the email address you gave, and by text to a Kenyan mobile number.',
  },
  urgent: {
    id: 'enquiry.urgent',
    defaultMessage: 'If your animal needs help now, call <tel>{phone}</tel>, day or night.',
  },
  sendAnother: { id: 'enquiry.sendAnother', defaultMessage: 'Send another message' },
  formLegend: { id: 'enquiry.formLegend', defaultMessage: 'Your message to the clinic' },
  fullname: { id: 'enquiry.fullname', defaultMessage: 'Full name' },
  email: { id: 'enquiry.email', defaultMessage: 'Email' },
  phonenumber: { id: 'enquiry.phonenumber', defaultMessage: 'Phone number' },
  message: { id: 'enquiry.message', defaultMessage: 'Message' },
  sending: { id: 'enquiry.sending', defaultMessage: 'Sending ...' },
  send: { id: 'enquiry.send', defaultMessage: 'Send message' },
  findUs: { id: 'enquiry.findUs', defaultMessage: 'Find us' },
  address: { id: 'enquiry.address', defaultMessage: 'Address' },
  phone: { id: 'enquiry.phone', defaultMessage: 'Phone' },
  emailHeading: { id: 'enquiry.emailHeading', defaultMessage: 'Email' },
  postalAddress: { id: 'enquiry.postalAddress', defaultMessage: 'Postal address' },
  hours: { id: 'enquiry.hours', defaultMessage: 'Consultation hours' },
  daysRun: { id: 'enquiry.daysRun', defaultMessage: '{first} to {last} {start}-{end}' },
  oneDay: { id: 'enquiry.oneDay', defaultMessage: '{day} {start}-{end}' },
  byAppointment: {
    id: 'enquiry.byAppointment',
    defaultMessage: 'Sunday and holidays by appointment only',
  },
  emergency: { id: 'enquiry.emergency', defaultMessage: 'Emergency 24 hours' },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/**
 * The consultation hours in the page's language: in English COMPANY.consultationHours word for
 * word (the SPEC's '8.00am'); in another language the weekly runs of the clinic's hours on the
 * 24-hour clock (docs/glossary-sw.md), then the two fixed lines.
 */
function consultationHours(intl: IntlShape, locale: SiteLocale): readonly string[] {
  if (locale === 'en') return COMPANY.consultationHours;
  return [
    ...namedHoursRuns(locale).map(({ first, last, start, end }) =>
      last === null
        ? intl.formatMessage(messages.oneDay, { day: first, start, end })
        : intl.formatMessage(messages.daysRun, { first, last, start, end }),
    ),
    intl.formatMessage(messages.byAppointment),
    intl.formatMessage(messages.emergency),
  ];
}

// The clinic's address, phone and hours for search engines (schema.org VeterinaryCare): in
// the server's HTML, where crawlers read it; the browser's bundle leaves it out.
const CONTACT_HEAD =
  process.env.PORTAL_RENDER === 'server' ? { structuredData: [clinicStructuredData()] } : {};

const EMPTY: ContactValues = { fullname: '', email: '', phonenumber: '', message: '' };

export { checkContact };

/** The form the server refused, taken once as the form's start (store/posted-form.slice). */
function usePostedForm() {
  const dispatch = useDispatch();
  const found = useSelector(selectPostedForm);
  const [posted] = useState(() => found);
  useEffect(() => {
    if (posted) dispatch(postedFormTaken());
  }, [dispatch, posted]);
  if (!posted) return null;
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, posted.values[name] ?? '']),
  ) as ContactValues;
  return { values, invalid: posted.invalid, failure: posted.failure };
}

/**
 * The 'Get in Touch' form, the clinic's details and a map (docs/behaviour.md#contact), after a
 * short way to book online or call. The form is a real one: before the page's script runs (or
 * without it) it posts to the server, which answers with this page again, saying what was
 * wrong, or sent on to '?sent=1'; once the script runs, the form sends the enquiry itself.
 * Either way a sent message is confirmed on the page, in place of the form, until the visitor
 * chooses to send another.
 */
export function ContactPage() {
  const intl = useIntl();
  const locale = useSiteLocale();
  const english = locale === 'en';
  const posted = usePostedForm();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const rules = contactRules(intl);
  const { errors, check, show, clear, reset } = useFormMessages<ContactField>(
    rules,
    posted ? checkContact(posted.values, posted.invalid, intl) : {},
  );
  const form = useEnquiryForm(EMPTY, {
    start: posted?.values,
    // The API named these fields: each gets the form's words for what is wrong with it, beside
    // the checks' own, and the first wrong field takes the focus again (the form was disabled
    // while sending, which took the focus away).
    onRefused: (fields, values) => show(checkContact(values, fields, intl), formRef.current),
  });
  const [failure, setFailure] = useState(posted?.failure ?? null);
  const sentWithoutScript = new URLSearchParams(useLocation().search).get('sent') === '1';
  const [startedAgain, setStartedAgain] = useState(false);
  const confirmed = form.confirmed || (sentWithoutScript && !startedAgain);

  // The form is gone once the message is sent: the focus goes to what replaced it; and back to
  // the form's first field when the visitor chooses to send another.
  const focusFormNext = useRef(false);
  useEffect(() => {
    if (form.confirmed) confirmationRef.current?.focus();
  }, [form.confirmed]);
  useEffect(() => {
    if (confirmed || !focusFormNext.current) return;
    focusFormNext.current = false;
    (formRef.current?.elements.namedItem('fullname') as HTMLElement | null)?.focus();
  }, [confirmed]);

  // Sending disables the form, which takes the focus from the button; after a failure that
  // names no field (the rate limit, no answer) the focus comes back to the button.
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const ended = wasBusy.current && !form.busy;
    wasBusy.current = form.busy;
    if (!ended || form.confirmed) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) submitRef.current?.focus();
  }, [form.busy, form.confirmed]);

  const set = (name: ContactField) => {
    const change = form.set(name);
    return (event: { target: { value: string } }) => {
      clear(name);
      change(event);
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser's own submission is suppressed and the request is sent whatever the checks
    // say (docs/behaviour.md#validation): their messages show beside the fields, the first
    // wrong field takes the focus, and a refusal of the server marks its fields the same way.
    event.preventDefault();
    setFailure(null);
    check(event.currentTarget);
    const { fullname, email, phonenumber, message } = form.values;
    form.send({
      fullname: fullname.trim(),
      email: email.trim(),
      phonenumber: phonenumber.trim(),
      message: message.trim(),
    });
  };

  const startAgain = () => {
    focusFormNext.current = true;
    form.startAgain();
    setStartedAgain(true);
    reset();
  };

  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      head={CONTACT_HEAD}
      description={intl.formatMessage(messages.description, {
        name: COMPANY.name,
        phone: COMPANY.phones[0],
        email: COMPANY.email,
      })}
      lead={intl.formatMessage(messages.lead)}
    >
      <BookOrCall aria-labelledby="book-or-call">
        <h2 id="book-or-call">{intl.formatMessage(messages.bookHeading)}</h2>
        <p>{intl.formatMessage(messages.bookText)}</p>
        <Actions>
          <LinkButton to={SITE_ROUTES.public.bookAppointment}>
            {intl.formatMessage(messages.bookOnline)}
          </LinkButton>
          {/* Read out as 'Call the clinic on +254 ...' as in the call bar; no aria-label, so the
              name is made of the words on screen (label in name). */}
          <CallLink href={telHref(COMPANY.emergencyPhone)}>
            <FormattedMessage
              {...messages.call}
              values={{ hidden, phone: COMPANY.emergencyPhone }}
            />
          </CallLink>
        </Actions>
      </BookOrCall>
      <Columns>
        <section aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">{intl.formatMessage(messages.getInTouch)}</h2>
          {/* One live region from the start, so a confirmation put in it is announced. */}
          <div role="status">
            {confirmed && (
              <Confirmation>
                <h3 id="message-sent" ref={confirmationRef} tabIndex={-1}>
                  {intl.formatMessage(messages.sent)}
                </h3>
                <p>{english ? ENQUIRY_SUCCESS_MSG : intl.formatMessage(messages.thanks)}</p>
                <p>{intl.formatMessage(messages.next)}</p>
                <p>
                  <FormattedMessage
                    {...messages.urgent}
                    values={{
                      phone: COMPANY.emergencyPhone,
                      tel: (chunks: ReactNode[]) => (
                        <a href={telHref(COMPANY.emergencyPhone)}>{chunks}</a>
                      ),
                    }}
                  />
                </p>
                <LinkButton
                  variant="secondary"
                  to={SITE_ROUTES.public.contact}
                  replace
                  onClick={startAgain}
                >
                  {intl.formatMessage(messages.sendAnother)}
                </LinkButton>
              </Confirmation>
            )}
          </div>
          {!confirmed && (
            <form
              ref={formRef}
              method="post"
              action={SITE_ROUTES.public.contact}
              noValidate
              onSubmit={onSubmit}
              aria-labelledby="get-in-touch"
            >
              {failure && <Failure role="alert">{failure}</Failure>}
              <Fieldset disabled={form.busy}>
                <legend className="visually-hidden">
                  {intl.formatMessage(messages.formLegend)}
                </legend>
                <PersonFields
                  values={form.values}
                  errors={errors}
                  set={set}
                  labels={{
                    fullname: intl.formatMessage(messages.fullname),
                    email: intl.formatMessage(messages.email),
                    phonenumber: intl.formatMessage(messages.phonenumber),
                  }}
                />
                <Field
                  as="textarea"
                  label={intl.formatMessage(messages.message)}
                  name="message"
                  rows={3}
                  required
                  maxLength={LIMITS.longText}
                  value={form.values.message}
                  onChange={set('message')}
                  error={errors.message}
                />
                <PrivacyNote text={collectionNotes(locale).contact} />
                <Button ref={submitRef} type="submit" busy={form.busy}>
                  {intl.formatMessage(form.busy ? messages.sending : messages.send)}
                </Button>
              </Fieldset>
            </form>
          )}
        </section>
        <section aria-labelledby="find-us">
          <h2 id="find-us">{intl.formatMessage(messages.findUs)}</h2>
          <Details>
            <dt>{intl.formatMessage(messages.address)}</dt>
            <dd>
              {COMPANY.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
            <dt>{intl.formatMessage(messages.phone)}</dt>
            <dd>
              {COMPANY.phones.map((phone) => (
                <span key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                  <br />
                </span>
              ))}
            </dd>
            <dt>{intl.formatMessage(messages.emailHeading)}</dt>
            <dd>
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </dd>
            <dt>{intl.formatMessage(messages.postalAddress)}</dt>
            <dd>{COMPANY.postalAddress}</dd>
            <dt>{intl.formatMessage(messages.hours)}</dt>
            <dd>
              {consultationHours(intl, locale).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
          </Details>
          <ClinicMap />
        </section>
      </Columns>
    </PageLayout>
  );
}

const Confirmation = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 6px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  p a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Failure = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  font-weight: 600;
`;

const BookOrCall = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A tel: link dressed as the outlined twin of the Book online button. */
const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Details = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
