import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref, useDispatch, useSelector, type Slot } from 'shared-data';
import { formatKenyanPhone, normaliseKenyanPhone } from 'shared-data/contract/booking';
import { Button, Link } from 'shared-ui';
import { PageLayout } from '../../../shared/components/page-layout';
import { bookingSaga } from '../sagas/booking.saga';
import {
  bookingReset,
  bookingSliceReducer,
  creatingAppointment,
  retrievingDoctors,
  retrievingTypes,
  selectBooking,
} from '../store/booking.slice';
import { attachBooking } from '../store/lazy-slice';
import { whenLabel } from './clinic-labels';
import { DetailsForm, EMPTY_DETAILS, type Details } from './details-form';
import { EmergencyLine } from './emergency-line';
import { ManageLink } from './manage-link';
import { WhenPicker } from './when-picker';

const STEPS = [
  { id: 'type', title: 'Choose a service' },
  { id: 'doctor', title: 'Choose a doctor' },
  { id: 'when', title: 'Choose a day and time' },
  { id: 'details', title: 'Your details' },
  { id: 'confirm', title: 'Check and confirm' },
] as const;
type StepId = (typeof STEPS)[number]['id'] | 'done';

/** Starts the booking slice and saga in this store (store/lazy-slice.ts), once per store. */
export function useBookingStore() {
  const dispatch = useDispatch();
  // A layout effect runs before every page's effects, which make the calls.
  useLayoutEffect(() => {
    dispatch(attachBooking(bookingSliceReducer, bookingSaga));
  }, [dispatch]);
  return dispatch;
}

/**
 * Online booking (docs/behaviour.md#booking-screens): service, doctor, day and time, details,
 * confirm; then the reference and the manage link. Each step's heading takes the focus; Back
 * keeps everything chosen and typed, and so does a time taken meanwhile.
 */
export function BookingPage() {
  const dispatch = useBookingStore();
  const { types, doctors, booking } = useSelector(selectBooking);
  const [step, setStep] = useState<StepId>('type');
  const [type, setType] = useState<string | null>(null);
  const [doctor, setDoctor] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (types.status === 'idle') dispatch(retrievingTypes.start());
  }, [dispatch, types.status]);

  // Focus follows the step (not on the page's first render: the shell focuses the page).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // The booking's answer: the confirmation, or (a time taken meanwhile) back to the times.
  const status = booking.status;
  useEffect(() => {
    if (status === 'done') setStep('done');
    if (status === 'failed' && booking.taken) {
      setSlot(null);
      setStep('when');
    }
  }, [status, booking.taken]);

  const chosenType = types.data.find((t) => t.id === type) ?? null;
  const chosenDoctor = doctors.data.find((d) => d.id === doctor) ?? null;
  const index = STEPS.findIndex((s) => s.id === step);
  const go = (next: StepId) => setStep(next);
  const back = () => setStep(STEPS[index - 1]!.id);

  const chooseType = (id: string) => {
    if (id !== type) {
      setDoctor(null);
      setSlot(null);
      dispatch(retrievingDoctors.start(id));
    }
    setType(id);
    go('doctor');
  };
  const chooseDoctor = (id: string) => {
    if (id !== doctor) setSlot(null);
    setDoctor(id);
    go('when');
  };
  const chooseSlot = (chosen: Slot) => {
    setSlot(chosen);
    go('details');
  };
  const confirm = () => {
    if (!type || !slot) return;
    dispatch(
      creatingAppointment.start({
        type,
        start: slot.start,
        ...(doctor ? { doctor_id: doctor } : {}),
        fullname: details.fullname.trim(),
        phonenumber: normaliseKenyanPhone(details.phonenumber) ?? details.phonenumber,
        email: details.email.trim(),
        pet_name: details.pet_name.trim(),
        species: details.species,
        ...(details.note.trim() ? { note: details.note.trim() } : {}),
      }),
    );
  };
  const startAgain = () => {
    dispatch(bookingReset());
    setSlot(null);
    setDay(null);
    setStep('type');
  };

  const stepHeading = (title: ReactNode) => (
    <h2 ref={heading} tabIndex={-1} id="booking-step">
      {title}
    </h2>
  );

  return (
    <PageLayout
      title="Book an Appointment"
      description="Book a visit to our veterinary clinic on Kiambu Road, Nairobi online, day or night: consultations, vaccinations, dental care, puppy and senior pet checks, farm visits. Emergency line open 24 hours."
      lead="Choose a service, a doctor and a free time: your booking is confirmed at once, by email."
    >
      <EmergencyLine />
      {step === 'done' && booking.confirmation ? (
        <section aria-labelledby="booking-step">
          {stepHeading('Your appointment is booked')}
          <Summary>
            <dt>Booking reference</dt>
            <dd>
              <strong>{booking.confirmation.reference}</strong>
            </dd>
            <dt>When</dt>
            <dd>{whenLabel(booking.confirmation.start)}</dd>
            <dt>Service</dt>
            <dd>{chosenType?.name}</dd>
            <dt>Doctor</dt>
            <dd>
              {doctors.data.find((d) => d.id === booking.confirmation?.doctor_id)?.fullname ??
                slot?.doctor_name}
            </dd>
            <dt>Pet</dt>
            <dd>{details.pet_name}</dd>
          </Summary>
          <p>A confirmation has been mailed to {details.email.trim()}, with a calendar file.</p>
          <p>
            To cancel or move it (up to 2 hours before), use this link, also in the mail:{' '}
            <ManageLink url={booking.confirmation.manage_url} />
          </p>
          <Button variant="secondary" onClick={startAgain}>
            Book another appointment
          </Button>
        </section>
      ) : (
        <>
          <Stepper aria-label="Booking steps">
            {STEPS.map((s, i) => (
              <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
                <span>{i + 1}</span> {s.title}
              </li>
            ))}
          </Stepper>
          <section aria-labelledby="booking-step">
            {stepHeading(
              <>
                <Small>
                  Step {index + 1} of {STEPS.length}:
                </Small>{' '}
                {STEPS[index]!.title}
              </>,
            )}
            {step === 'type' && (
              <>
                {types.status === 'loading' && <p role="status">Loading the services…</p>}
                {types.status === 'failed' && (
                  <Button variant="secondary" onClick={() => dispatch(retrievingTypes.start())}>
                    Try again
                  </Button>
                )}
                <Choices>
                  {types.data.map((t) => (
                    <li key={t.id}>
                      <Choice
                        type="button"
                        aria-pressed={t.id === type}
                        onClick={() => chooseType(t.id)}
                      >
                        <strong>{t.name}</strong>
                        <span>{t.minutes} minutes</span>
                      </Choice>
                    </li>
                  ))}
                </Choices>
              </>
            )}
            {step === 'doctor' && (
              <>
                {doctors.status === 'loading' && <p role="status">Loading the doctors…</p>}
                {doctors.status === 'failed' && type && (
                  <Button
                    variant="secondary"
                    onClick={() => dispatch(retrievingDoctors.start(type))}
                  >
                    Try again
                  </Button>
                )}
                <Choices>
                  <li>
                    <Choice
                      type="button"
                      aria-pressed={doctor === ''}
                      onClick={() => chooseDoctor('')}
                    >
                      <strong>Any available doctor</strong>
                      <span>The most free times</span>
                    </Choice>
                  </li>
                  {doctors.data.map((d) => (
                    <li key={d.id}>
                      <Choice
                        type="button"
                        aria-pressed={d.id === doctor}
                        onClick={() => chooseDoctor(d.id)}
                      >
                        <strong>{d.fullname}</strong>
                        <span>{d.role}</span>
                      </Choice>
                    </li>
                  ))}
                </Choices>
              </>
            )}
            {step === 'when' && type && doctor !== null && (
              <>
                {booking.taken && (
                  <Refusal role="alert">
                    {booking.taken}: the free times below are up to date.
                  </Refusal>
                )}
                <WhenPicker
                  type={type}
                  doctor={doctor}
                  day={day}
                  onDay={(next) => {
                    setDay(next);
                    setSlot(null);
                  }}
                  chosen={slot?.start ?? null}
                  onChoose={chooseSlot}
                  labelledBy="booking-step"
                />
              </>
            )}
            {step === 'details' && (
              <DetailsForm values={details} onChange={setDetails} onDone={() => go('confirm')} />
            )}
            {step === 'confirm' && slot && (
              <>
                <Summary>
                  <dt>Service</dt>
                  <dd>
                    {chosenType?.name} ({chosenType?.minutes} minutes)
                  </dd>
                  <dt>Doctor</dt>
                  <dd>{chosenDoctor?.fullname ?? 'Any available doctor'}</dd>
                  <dt>When</dt>
                  <dd>{whenLabel(slot.start)}</dd>
                  <dt>Your name</dt>
                  <dd>{details.fullname.trim()}</dd>
                  <dt>Phone</dt>
                  <dd>{formatKenyanPhone(normaliseKenyanPhone(details.phonenumber) ?? '')}</dd>
                  <dt>Email</dt>
                  <dd>{details.email.trim()}</dd>
                  <dt>Pet</dt>
                  <dd>
                    {details.pet_name.trim()} ({details.species})
                  </dd>
                  {details.note.trim() && (
                    <>
                      <dt>Note</dt>
                      <dd>{details.note.trim()}</dd>
                    </>
                  )}
                </Summary>
                <Button busy={status === 'sending'} onClick={confirm}>
                  {status === 'sending' ? 'Booking ...' : 'Confirm booking'}
                </Button>
              </>
            )}
            {index > 0 && (
              <Back>
                <Button variant="secondary" onClick={back} disabled={status === 'sending'}>
                  Back
                </Button>
              </Back>
            )}
          </section>
          <p>
            Sundays and public holidays are by appointment only: call{' '}
            <a href={telHref(COMPANY.phones[0])}>{COMPANY.phones[0]}</a>. A question first?{' '}
            <Link to={SITE_ROUTES.public.contact}>Contact us</Link>.
          </p>
        </>
      )}
    </PageLayout>
  );
}

const Stepper = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  li[aria-current='step'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: inline-flex;
    width: 1.5em;
    height: 1.5em;
    align-items: center;
    justify-content: center;
    border: 1px solid currentColor;
    border-radius: 50%;
  }
`;

const Small = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
`;

const Choice = styled.button`
  width: 100%;
  min-height: 44px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  text-align: left;
  color: inherit;
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Refusal = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  font-weight: 600;
`;

const Back = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;
