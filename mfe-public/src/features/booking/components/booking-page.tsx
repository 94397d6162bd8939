import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref, useDispatch, useSelector, type Slot } from 'shared-data';
import {
  PET_SPECIES,
  formatKenyanPhone,
  normaliseKenyanPhone,
  seesSpecies,
} from 'shared-data/contract/booking';
import {
  Button,
  defineMessages,
  FormattedMessage,
  Link,
  media,
  useIntl,
  useLocation,
  useSiteLocale,
} from 'shared-ui';
import { PageLayout } from '../../../shared/components/page-layout';
import { bookingSaga } from '../sagas/booking.saga';
import {
  bookingReset,
  bookingSliceReducer,
  creatingAppointment,
  doctorsKey,
  retrievingDoctors,
  retrievingTypes,
  selectBooking,
} from '../store/booking.slice';
import { attachBooking } from '../store/lazy-slice';
import { useClinicLabels } from './clinic-labels';
import { DetailsForm, EMPTY_DETAILS, type Details } from './details-form';
import { EmergencyLine } from './emergency-line';
import { ManageLink } from './manage-link';
import { SpeciesChoice, useSpeciesName } from './species-choice';
import { WhenPicker } from './when-picker';

const messages = defineMessages({
  title: { id: 'booking.page.title', defaultMessage: 'Book an Appointment' },
  description: {
    id: 'booking.page.description',
    defaultMessage:
      'Book a visit to our veterinary clinic on Kiambu Road, Nairobi online, day or night: consultations, vaccinations, dental care, puppy and senior pet checks, farm visits. Emergency line open 24 hours.',
  },
  lead: { id: 'booking.page.lead', defaultMessage: 'Confirmed at once, by text and email.' },
  stepType: { id: 'booking.steps.type', defaultMessage: 'Pet and service' },
  stepDoctor: { id: 'booking.steps.doctor', defaultMessage: 'Choose a doctor' },
  stepWhen: { id: 'booking.steps.when', defaultMessage: 'Choose a day and time' },
  stepDetails: { id: 'booking.steps.details', defaultMessage: 'Your details' },
  stepConfirm: { id: 'booking.steps.confirm', defaultMessage: 'Check and confirm' },
  steps: { id: 'booking.steps.label', defaultMessage: 'Booking steps' },
  stepOf: { id: 'booking.steps.stepOf', defaultMessage: 'Step {step} of {total}:' },
  doctorNotice: {
    id: 'booking.doctor.notFound',
    defaultMessage:
      'The doctor whose page you came from does not see a {species} for this service online: please choose a doctor below.',
  },
  chooseSpecies: {
    id: 'booking.species.required',
    defaultMessage: 'Please choose your pet first.',
  },
  loadingServices: { id: 'booking.type.loading', defaultMessage: 'Loading the services…' },
  tryAgain: { id: 'booking.page.tryAgain', defaultMessage: 'Try again' },
  thenService: { id: 'booking.type.thenService', defaultMessage: 'Then the service:' },
  minutes: { id: 'booking.type.minutes', defaultMessage: '{minutes} minutes' },
  loadingDoctors: { id: 'booking.doctor.loading', defaultMessage: 'Loading the doctors…' },
  anyDoctor: { id: 'booking.doctor.any', defaultMessage: 'Any available doctor' },
  mostTimes: { id: 'booking.doctor.mostTimes', defaultMessage: 'The most free times' },
  taken: {
    id: 'booking.when.taken',
    defaultMessage: '{refusal}: the free times below are up to date.',
  },
  service: { id: 'booking.summary.service', defaultMessage: 'Service' },
  serviceMinutes: {
    id: 'booking.summary.serviceMinutes',
    defaultMessage: '{service} ({minutes} minutes)',
  },
  doctor: { id: 'booking.summary.doctor', defaultMessage: 'Doctor' },
  when: { id: 'booking.summary.when', defaultMessage: 'When' },
  yourName: { id: 'booking.summary.yourName', defaultMessage: 'Your name' },
  phone: { id: 'booking.summary.phone', defaultMessage: 'Phone' },
  email: { id: 'booking.summary.email', defaultMessage: 'Email' },
  pet: { id: 'booking.summary.pet', defaultMessage: 'Pet' },
  note: { id: 'booking.summary.note', defaultMessage: 'Note' },
  reminders: { id: 'booking.summary.reminders', defaultMessage: 'Vaccination reminders' },
  yes: { id: 'booking.summary.yes', defaultMessage: 'Yes' },
  no: { id: 'booking.summary.no', defaultMessage: 'No' },
  booking: { id: 'booking.confirm.sending', defaultMessage: 'Booking ...' },
  confirm: { id: 'booking.confirm.button', defaultMessage: 'Confirm booking' },
  back: { id: 'booking.page.back', defaultMessage: 'Back' },
  byAppointment: {
    id: 'booking.page.byAppointment',
    defaultMessage:
      "Saturdays (but the first Saturday's geriatric wellness clinic), Sundays and public holidays are by appointment only: call <call>{phone}</call>. A question first? <contact>Contact us</contact>.",
  },
  booked: { id: 'booking.done.heading', defaultMessage: 'Your appointment is booked' },
  reference: { id: 'booking.done.reference', defaultMessage: 'Booking reference' },
  textSent: {
    id: 'booking.done.textSent',
    defaultMessage: 'A text message with the booking is on its way to {phone}.',
  },
  mailSent: {
    id: 'booking.done.mailSent',
    defaultMessage: 'A confirmation has been mailed to {email}, with a calendar file.',
  },
  calendar: { id: 'booking.done.calendar', defaultMessage: 'Add it to your calendar' },
  manageText: {
    id: 'booking.done.manageText',
    defaultMessage:
      'To cancel or move it (up to 2 hours before), use this link, also in the text: {link}',
  },
  manageTextMail: {
    id: 'booking.done.manageTextMail',
    defaultMessage:
      'To cancel or move it (up to 2 hours before), use this link, also in the text and the mail: {link}',
  },
  another: { id: 'booking.done.another', defaultMessage: 'Book another appointment' },
});

const STEPS = [
  { id: 'type', title: messages.stepType },
  { id: 'doctor', title: messages.stepDoctor },
  { id: 'when', title: messages.stepWhen },
  { id: 'details', title: messages.stepDetails },
  { id: 'confirm', title: messages.stepConfirm },
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
 * Online booking (docs/behaviour.md#booking-screens): the pet's species and the service,
 * doctor, day and time, details, confirm; then the reference, the calendar file and the manage
 * link. Each step's heading takes the focus and is scrolled to the top; Back keeps everything
 * chosen and typed, and so does a time taken meanwhile. The first step is a form of its own:
 * before the page's script runs (or without it) a service's button loads '?type=<id>' (with
 * '&species=' when one was ticked), and a page opened so starts at the second step with that
 * service chosen. '?doctor=<id>' (a doctor's page) books with that doctor once the pet and
 * service are chosen, when the doctor does both; otherwise a notice says so.
 */
export function BookingPage() {
  const dispatch = useBookingStore();
  const intl = useIntl();
  const locale = useSiteLocale();
  const labels = useClinicLabels();
  const speciesName = useSpeciesName();
  const { types, doctors, booking } = useSelector(selectBooking);
  const search = useLocation().search;
  const [asked] = useState(() => new URLSearchParams(search).get('type'));
  const [step, setStep] = useState<StepId>(asked ? 'doctor' : 'type');
  const [type, setType] = useState<string | null>(asked);
  const [species, setSpecies] = useState('');
  /** Whether the visitor chose a service or doctor before the pet. */
  const [speciesError, setSpeciesError] = useState(false);
  /** The doctor of '?doctor=' until the doctors of the pet and service are known. */
  const [wanted, setWanted] = useState<string | null>(null);
  /** The pet the doctor of '?doctor=' does not see, said in a notice. */
  const [doctorNotice, setDoctorNotice] = useState<string | null>(null);
  const [doctor, setDoctor] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  // The optional consent: unticked until the visitor ticks it, sent only when ticked.
  const [remind, setRemind] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const speciesGroup = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);

  // '?species=' and '?doctor=' are read once the page runs (the server's render keeps neither,
  // so the first render in the browser matches it), and so is a pet ticked before that.
  useEffect(() => {
    const query = new URLSearchParams(search);
    // A pet ticked before the script ran, or named by the address.
    const ticked = speciesGroup.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const named = PET_SPECIES.find((known) => known === (ticked ?? query.get('species')));
    if (named) setSpecies(named);
    setWanted(query.get('doctor') || null);
    // Read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (types.status === 'idle') dispatch(retrievingTypes.start());
  }, [dispatch, types.status]);

  // The doctors of the service who see the pet's species (every doctor of the service until
  // the species is chosen), unless the server's page came with them; a name that is no
  // service's starts at the first step.
  const typeKnown = types.data.some((t) => t.id === type);
  const wantedDoctors = type ? doctorsKey({ type, species }) : null;
  useEffect(() => {
    if (!type) return;
    if (types.status === 'done' && !typeKnown) {
      setType(null);
      setStep('type');
    } else if (step === 'doctor' && doctors.key !== wantedDoctors) {
      dispatch(retrievingDoctors.start({ type, species }));
    }
  }, [dispatch, step, type, species, typeKnown, types.status, doctors.key, wantedDoctors]);

  // The doctor of '?doctor=', once the doctors of the pet and service are there: chosen, and on
  // to the times; one who does not do them is left with a plain notice.
  const doctorsReady = doctors.status === 'done' && doctors.key === wantedDoctors;
  useEffect(() => {
    if (!wanted || step !== 'doctor' || !species || !doctorsReady) return;
    const found = doctors.data.find((d) => d.id === wanted);
    setWanted(null);
    if (found && seesSpecies(found.species, species)) {
      setDoctor(found.id);
      setStep('when');
    } else {
      setDoctorNotice(species);
    }
  }, [wanted, step, species, doctorsReady, doctors.data]);

  // Focus follows the step, its heading at the top of the screen (not on the page's first
  // render: the shell focuses the page).
  useEffect(() => {
    if (moved.current) {
      heading.current?.focus({ preventScroll: true });
      // Not every environment scrolls (jsdom has no scrollIntoView).
      const target = heading.current as Partial<Pick<Element, 'scrollIntoView'>> | null;
      target?.scrollIntoView?.({ block: 'start' });
    }
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

  /** The species is asked before anything else: without it, the question says so. */
  const needSpecies = () => {
    if (species) return false;
    setSpeciesError(true);
    speciesGroup.current?.querySelector('input')?.focus();
    return true;
  };
  const chooseSpecies = (next: string) => {
    setSpeciesError(false);
    if (next === species) return;
    setSpecies(next);
    // Another species may need another doctor.
    setDoctor(null);
    setSlot(null);
  };
  const chooseType = (id: string) => {
    if (needSpecies()) return;
    if (id !== type) {
      setDoctor(null);
      setSlot(null);
      setDoctorNotice(null);
    }
    setType(id);
    go('doctor');
  };
  const chooseDoctor = (id: string) => {
    if (needSpecies()) return;
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
        ...(details.email.trim() ? { email: details.email.trim() } : {}),
        pet_name: details.pet_name.trim(),
        species,
        ...(details.note.trim() ? { note: details.note.trim() } : {}),
        ...(remind ? { remind_vaccinations: true } : {}),
        language: locale,
      }),
    );
  };
  const startAgain = () => {
    dispatch(bookingReset());
    setSlot(null);
    setDay(null);
    // A consent is asked again for each booking.
    setRemind(false);
    setStep('type');
  };

  const speciesMessage = speciesError ? intl.formatMessage(messages.chooseSpecies) : null;
  const anyDoctor = intl.formatMessage(messages.anyDoctor);
  const minutes = (value: number) => intl.formatMessage(messages.minutes, { minutes: value });
  const email = details.email.trim();

  const stepHeading = (title: ReactNode) => (
    <h2 ref={heading} tabIndex={-1} id="booking-step">
      {title}
    </h2>
  );

  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      lead={step === 'type' ? intl.formatMessage(messages.lead) : undefined}
    >
      <EmergencyLine compact={step !== 'type'} />
      {step === 'done' && booking.confirmation ? (
        <section aria-labelledby="booking-step">
          {stepHeading(intl.formatMessage(messages.booked))}
          <Summary>
            <dt>{intl.formatMessage(messages.reference)}</dt>
            <dd>
              <strong>{booking.confirmation.reference}</strong>
            </dd>
            <dt>{intl.formatMessage(messages.when)}</dt>
            <dd>{labels.when(booking.confirmation.start)}</dd>
            <dt>{intl.formatMessage(messages.service)}</dt>
            <dd>{chosenType?.name}</dd>
            <dt>{intl.formatMessage(messages.doctor)}</dt>
            <dd>
              {doctors.data.find((d) => d.id === booking.confirmation?.doctor_id)?.fullname ??
                slot?.doctor_name}
            </dd>
            <dt>{intl.formatMessage(messages.pet)}</dt>
            <dd>{details.pet_name}</dd>
          </Summary>
          <p>
            {intl.formatMessage(messages.textSent, {
              phone: formatKenyanPhone(normaliseKenyanPhone(details.phonenumber) ?? ''),
            })}
            {email && ` ${intl.formatMessage(messages.mailSent, { email })}`}
          </p>
          <p>
            <CalendarLink href={booking.confirmation.calendar_url} download="appointment.ics">
              {intl.formatMessage(messages.calendar)}
            </CalendarLink>{' '}
            (appointment.ics)
          </p>
          <p>
            <FormattedMessage
              {...(email ? messages.manageTextMail : messages.manageText)}
              values={{ link: <ManageLink url={booking.confirmation.short_url} /> }}
            />
          </p>
          <Button variant="secondary" onClick={startAgain}>
            {intl.formatMessage(messages.another)}
          </Button>
        </section>
      ) : (
        <>
          <Stepper aria-label={intl.formatMessage(messages.steps)}>
            {STEPS.map((s, i) => (
              <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
                <span>{i + 1}</span> {intl.formatMessage(s.title)}
              </li>
            ))}
          </Stepper>
          <section aria-labelledby="booking-step">
            {stepHeading(
              <>
                <Small>
                  {intl.formatMessage(messages.stepOf, { step: index + 1, total: STEPS.length })}
                </Small>{' '}
                {intl.formatMessage(STEPS[index]!.title)}
              </>,
            )}
            {step === 'type' && (
              <>
                {types.status === 'loading' && (
                  <p role="status">{intl.formatMessage(messages.loadingServices)}</p>
                )}
                {types.status === 'failed' && (
                  <Button variant="secondary" onClick={() => dispatch(retrievingTypes.start())}>
                    {intl.formatMessage(messages.tryAgain)}
                  </Button>
                )}
                {/* Without the page's script, a choice loads this page with '?type=<id>'. */}
                <form method="get" action={SITE_ROUTES.public.bookAppointment}>
                  <SpeciesChoice
                    value={species}
                    onChange={chooseSpecies}
                    error={speciesMessage}
                    groupRef={speciesGroup}
                  />
                  <ChoicesLabel id="booking-services">
                    {intl.formatMessage(messages.thenService)}
                  </ChoicesLabel>
                  <Choices aria-labelledby="booking-services">
                    {types.data.map((t) => (
                      <li key={t.id}>
                        <Choice
                          $row
                          type="submit"
                          name="type"
                          value={t.id}
                          aria-pressed={t.id === type}
                          onClick={(event) => {
                            event.preventDefault();
                            chooseType(t.id);
                          }}
                        >
                          <strong>{t.name}</strong>
                          <span>{minutes(t.minutes)}</span>
                        </Choice>
                      </li>
                    ))}
                  </Choices>
                </form>
              </>
            )}
            {step === 'doctor' && (
              <>
                {/* Opened at this step ('?type='): the pet first, here. */}
                {(!species || speciesError) && (
                  <SpeciesChoice
                    value={species}
                    onChange={chooseSpecies}
                    error={speciesMessage}
                    groupRef={speciesGroup}
                  />
                )}
                {doctorNotice && (
                  <Notice role="status">
                    {intl.formatMessage(messages.doctorNotice, {
                      species: speciesName(doctorNotice).toLowerCase(),
                    })}
                  </Notice>
                )}
                {doctors.status === 'loading' && (
                  <p role="status">{intl.formatMessage(messages.loadingDoctors)}</p>
                )}
                {doctors.status === 'failed' && type && (
                  <Button
                    variant="secondary"
                    onClick={() => dispatch(retrievingDoctors.start({ type, species }))}
                  >
                    {intl.formatMessage(messages.tryAgain)}
                  </Button>
                )}
                <Choices>
                  <li>
                    <Choice
                      type="button"
                      aria-pressed={doctor === ''}
                      onClick={() => chooseDoctor('')}
                    >
                      <strong>{anyDoctor}</strong>
                      <span>{intl.formatMessage(messages.mostTimes)}</span>
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
                    {intl.formatMessage(messages.taken, { refusal: booking.taken })}
                  </Refusal>
                )}
                <Chosen>
                  {speciesName(species)} · {chosenType?.name} ·{' '}
                  {chosenDoctor?.fullname ?? anyDoctor}
                </Chosen>
                <WhenPicker
                  type={type}
                  doctor={doctor}
                  species={species}
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
              <DetailsForm
                values={details}
                onChange={setDetails}
                remind={remind}
                onRemindChange={setRemind}
                onDone={() => go('confirm')}
              />
            )}
            {step === 'confirm' && slot && (
              <>
                <Summary>
                  <dt>{intl.formatMessage(messages.service)}</dt>
                  <dd>
                    {intl.formatMessage(messages.serviceMinutes, {
                      service: chosenType?.name ?? '',
                      minutes: chosenType?.minutes ?? '',
                    })}
                  </dd>
                  <dt>{intl.formatMessage(messages.doctor)}</dt>
                  <dd>{chosenDoctor?.fullname ?? anyDoctor}</dd>
                  <dt>{intl.formatMessage(messages.when)}</dt>
                  <dd>{labels.when(slot.start)}</dd>
                  <dt>{intl.formatMessage(messages.yourName)}</dt>
                  <dd>{details.fullname.trim()}</dd>
                  <dt>{intl.formatMessage(messages.phone)}</dt>
                  <dd>{formatKenyanPhone(normaliseKenyanPhone(details.phonenumber) ?? '')}</dd>
                  {email && (
                    <>
                      <dt>{intl.formatMessage(messages.email)}</dt>
                      <dd>{email}</dd>
                    </>
                  )}
                  <dt>{intl.formatMessage(messages.pet)}</dt>
                  <dd>
                    {details.pet_name.trim()} ({speciesName(species)})
                  </dd>
                  {details.note.trim() && (
                    <>
                      <dt>{intl.formatMessage(messages.note)}</dt>
                      <dd>{details.note.trim()}</dd>
                    </>
                  )}
                  <dt>{intl.formatMessage(messages.reminders)}</dt>
                  <dd>{intl.formatMessage(remind ? messages.yes : messages.no)}</dd>
                </Summary>
                <Button busy={status === 'sending'} onClick={confirm}>
                  {intl.formatMessage(status === 'sending' ? messages.booking : messages.confirm)}
                </Button>
              </>
            )}
            {index > 0 && (
              <Back>
                <Button variant="secondary" onClick={back} disabled={status === 'sending'}>
                  {intl.formatMessage(messages.back)}
                </Button>
              </Back>
            )}
          </section>
          <p>
            <FormattedMessage
              {...messages.byAppointment}
              values={{
                call: (chunks) => <a href={telHref(COMPANY.phones[0])}>{chunks}</a>,
                contact: (chunks) => <Link to={SITE_ROUTES.public.contact}>{chunks}</Link>,
                phone: COMPANY.phones[0],
              }}
            />
          </p>
        </>
      )}
    </PageLayout>
  );
}

// On a phone the stepper is a thin bar of five parts (the heading says 'Step n of 5'); the
// steps' names stay for screen readers.
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
  ${media.down('md')} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[1]};
    margin-bottom: ${({ theme }) => theme.space[2]};
    li {
      position: relative;
      flex: 1;
      height: 6px;
      overflow: hidden;
      border-radius: 3px;
      background: ${({ theme }) => theme.colors.border};
      color: transparent;
      white-space: nowrap;
    }
    li[aria-current='step'] {
      background: ${({ theme }) => theme.colors.primary};
    }
    span {
      display: none;
    }
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

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Chosen = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

const ChoicesLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

const CalendarLink = styled.a`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
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

// A service's name and minutes fit on one row ($row), so more services show on a phone's screen.
const Choice = styled.button<{ $row?: boolean }>`
  width: 100%;
  min-height: 44px;
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  justify-content: space-between;
  align-items: ${({ $row }) => ($row ? 'baseline' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme, $row }) => ($row ? `${theme.space[2]} ${theme.space[3]}` : theme.space[3])};
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
