import type { FormEvent } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
import { Button, Link } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { PageLayout } from '../../../shared/components/page-layout';
import {
  APPOINTMENT_SERVICES,
  BOOKING_HOURS,
  EMPTY_APPOINTMENT,
  SPECIES,
  appointmentMessage,
  checkAppointment,
  isoDate,
} from './appointment';
import { Columns, Fieldset } from './contact-page';
import { LIMITS_FOR_FORMS } from './limits';
import { PersonFields } from './person-fields';
import { useEnquiryForm } from './use-enquiry-form';

/**
 * The appointment request: sent as an enquiry (POST enquiry/create) with the request laid out
 * in its message, so staff see it among the enquiries. Unlike the contact form it is only sent
 * once every check passes: a request for a closed day is of no use to anyone.
 */
export function AppointmentPage() {
  const form = useEnquiryForm('appointment', EMPTY_APPOINTMENT);
  const now = new Date();
  const errors = form.submitted ? checkAppointment(form.values, now) : {};
  const v = form.values;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const problems = checkAppointment(v, new Date());
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    form.send({
      fullname: v.fullname.trim(),
      email: v.email.trim(),
      phonenumber: v.phonenumber.trim(),
      message: appointmentMessage(v),
    });
  };

  return (
    <PageLayout
      title="Book an Appointment"
      description="Request an appointment at our veterinary clinic on Kiambu Road, Nairobi: consultations, vaccinations, dental care, surgery, grooming and boarding. Emergency line open 24 hours."
      lead="Tell us about your pet and when you would like to come. We will call or email to confirm the time."
    >
      <Emergency role="note" aria-labelledby="emergency-heading">
        <h2 id="emergency-heading">An emergency?</h2>
        <p>
          Do not wait for a booking: call our emergency line, open 24 hours,{' '}
          <a href={telHref(COMPANY.emergencyPhone)}>{COMPANY.emergencyPhone}</a>.
        </p>
      </Emergency>
      <Columns>
        <section aria-labelledby="request-heading">
          <h2 id="request-heading">Appointment request</h2>
          <form noValidate onSubmit={onSubmit} aria-labelledby="request-heading">
            <Fieldset disabled={form.busy}>
              <Legend>About you</Legend>
              <PersonFields values={v} errors={errors} set={form.set} nameLabel="Your full name" />
              <Legend>About your pet</Legend>
              <Field
                label="Pet's name"
                name="petName"
                required
                value={v.petName}
                onChange={form.set('petName')}
                error={errors.petName}
                maxLength={60}
              />
              <Field
                as="select"
                label="Species"
                name="species"
                required
                value={v.species}
                onChange={form.set('species')}
                error={errors.species}
              >
                <option value="">Choose…</option>
                {SPECIES.map((species) => (
                  <option key={species}>{species}</option>
                ))}
              </Field>
              <Field
                as="select"
                label="Service"
                name="service"
                required
                value={v.service}
                onChange={form.set('service')}
                error={errors.service}
              >
                <option value="">Choose…</option>
                {APPOINTMENT_SERVICES.map((service) => (
                  <option key={service}>{service}</option>
                ))}
              </Field>
              <Legend>When</Legend>
              <Field
                label="Preferred date"
                name="date"
                type="date"
                required
                min={isoDate(now)}
                value={v.date}
                onChange={form.set('date')}
                error={errors.date}
                hint="Monday to Friday; Sundays and holidays by arrangement."
              />
              <Field
                label="Preferred time"
                name="time"
                type="time"
                required
                min={BOOKING_HOURS.open}
                max={BOOKING_HOURS.close}
                step={900}
                value={v.time}
                onChange={form.set('time')}
                error={errors.time}
                hint="Between 8.00am and 5.00pm."
              />
              <Field
                as="textarea"
                label="Notes (optional)"
                name="notes"
                rows={3}
                maxLength={LIMITS_FOR_FORMS.notes}
                value={v.notes}
                onChange={form.set('notes')}
                error={errors.notes}
                hint="Symptoms, age, or anything we should prepare for."
              />
              <Button type="submit" busy={form.busy}>
                {form.busy ? 'Sending ...' : 'Request appointment'}
              </Button>
            </Fieldset>
          </form>
        </section>
        <section aria-labelledby="hours-heading">
          <h2 id="hours-heading">Consultation hours</h2>
          <ul>
            {COMPANY.consultationHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            Older pets: our geriatric wellness program runs on the first Saturday of every month
            from 8am to 3pm.
          </p>
          <p>
            A general question? <Link to={SITE_ROUTES.public.contact}>Contact us</Link>.
          </p>
        </section>
      </Columns>
    </PageLayout>
  );
}

const Emergency = styled.aside`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdecea;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.danger};
    white-space: nowrap;
  }
`;

const Legend = styled.h3`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  font-size: 1.05rem;
`;
