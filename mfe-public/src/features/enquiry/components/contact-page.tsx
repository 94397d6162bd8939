import type { FormEvent } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
// Not part of the shared module every page loads: bundled where used.
import { clinicStructuredData } from 'shared-data/contract/structured-data';
import { Button, LinkButton, media } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { PageLayout } from '../../../shared/components/page-layout';
import { LIMITS_FOR_FORMS } from './limits';
import { PersonFields } from './person-fields';
import { useEnquiryForm } from './use-enquiry-form';
import { checkPerson, type Errors } from './validation';

// The clinic's address, phone and hours for search engines (schema.org VeterinaryCare): in
// the server's HTML, where crawlers read it; the browser's bundle leaves it out.
const CONTACT_HEAD =
  process.env.PORTAL_RENDER === 'server' ? { structuredData: [clinicStructuredData()] } : {};

const EMPTY = { fullname: '', email: '', phonenumber: '', message: '' };
type ContactFields = typeof EMPTY;

export function checkContact(values: ContactFields): Errors<keyof ContactFields> {
  const errors: Errors<keyof ContactFields> = checkPerson(values);
  if (!values.message.trim()) errors.message = 'Please write your message.';
  return errors;
}

/** The 'Get in Touch' form, the clinic's details and a map (docs/behaviour.md#contact). */
export function ContactPage() {
  const form = useEnquiryForm(EMPTY);
  const errors = form.submitted ? checkContact(form.values) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser's own submission is suppressed and the request is sent whatever the checks
    // say (docs/behaviour.md#validation): their messages show beside the fields, the server's
    // answer as a toast.
    event.preventDefault();
    form.markSubmitted();
    const { fullname, email, phonenumber, message } = form.values;
    form.send({
      fullname: fullname.trim(),
      email: email.trim(),
      phonenumber: phonenumber.trim(),
      message: message.trim(),
    });
  };

  return (
    <PageLayout
      title="Contact Us"
      head={CONTACT_HEAD}
      description={`Contact ${COMPANY.name} on Kiambu Road, Nairobi: phone ${COMPANY.phones[0]}, email ${COMPANY.email}, or send us a message. Emergency line open 24 hours.`}
      lead="Questions about your animal, our services or an invoice? Write to us and our team will answer."
    >
      <BookOnline aria-labelledby="book-online">
        <h2 id="book-online">Book an appointment online</h2>
        <p>Choose a service, a doctor and a free time, day or night: confirmed at once by email.</p>
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>Book online</LinkButton>
      </BookOnline>
      <Columns>
        <section aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">Get in Touch</h2>
          <form noValidate onSubmit={onSubmit} aria-labelledby="get-in-touch">
            <Fieldset disabled={form.busy}>
              <PersonFields values={form.values} errors={errors} set={form.set} />
              <Field
                as="textarea"
                label="Message"
                name="message"
                rows={3}
                required
                maxLength={LIMITS_FOR_FORMS.message}
                value={form.values.message}
                onChange={form.set('message')}
                error={errors.message}
              />
              <Button type="submit" busy={form.busy}>
                {form.busy ? 'Sending ...' : 'Send message'}
              </Button>
            </Fieldset>
          </form>
        </section>
        <section aria-labelledby="find-us">
          <h2 id="find-us">Find us</h2>
          <Details>
            <dt>Address</dt>
            <dd>
              {COMPANY.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
            <dt>Phone</dt>
            <dd>
              {COMPANY.phones.map((phone) => (
                <span key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                  <br />
                </span>
              ))}
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </dd>
            <dt>Postal address</dt>
            <dd>{COMPANY.postalAddress}</dd>
            <dt>Consultation hours</dt>
            <dd>
              {COMPANY.consultationHours.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
          </Details>
          <MapFrame
            title={`Map: ${COMPANY.address.join(', ')}`}
            src={COMPANY.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={600}
            height={400}
          />
          <p>
            <a href={COMPANY.mapLinkUrl} target="_blank" rel="noopener noreferrer">
              Open the map in a new tab
            </a>
          </p>
        </section>
      </Columns>
    </PageLayout>
  );
}

const BookOnline = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: 1.3rem;
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

const MapFrame = styled.iframe`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
