import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COMPANY, SITE_ROUTES, telHref, useSelector, type Slot } from 'shared-data';
import { BOOKING_MESSAGES } from 'shared-data/contract/booking';
import { Button, Link, LinkButton, Spinner, useParams } from 'shared-ui';
import { PageLayout } from '../../../shared/components/page-layout';
import {
  cancellingManaged,
  movingManaged,
  retrievingManaged,
  selectBooking,
  settingManagedConsent,
} from '../store/booking.slice';
import { Refusal, Summary, useBookingStore } from './booking-page';
import { whenLabel } from './clinic-labels';
import { EmergencyLine } from './emergency-line';
import { WhenPicker } from './when-picker';

const STATUS_WORDS = {
  booked: 'Booked',
  arrived: 'Arrived',
  completed: 'Completed',
  no_show: 'Missed',
  cancelled: 'Cancelled',
} as const;

/**
 * The manage link's page (docs/behaviour.md#booking-screens): the booking, and while it is
 * allowed (up to 2 hours before) Cancel, after a confirmation, and Move, with the same day and
 * time picker as booking.
 */
export function ManagePage() {
  const { token = '' } = useParams();
  const dispatch = useBookingStore();
  const { managed } = useSelector(selectBooking);
  const [mode, setMode] = useState<'view' | 'cancel' | 'move'>('view');
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(managed.changed);

  useEffect(() => {
    dispatch(retrievingManaged.start(token));
  }, [dispatch, token]);

  // A change went through: back to the booking as it is now, its heading focused.
  useEffect(() => {
    if (managed.changed === changed.current) return;
    changed.current = managed.changed;
    setMode('view');
    setSlot(null);
    heading.current?.focus();
  }, [managed.changed]);

  const appointment = managed.token === token ? managed.data : null;
  const loading = managed.token !== token || managed.status === 'loading';

  const layout = (children: ReactNode) => (
    <PageLayout
      title="Your appointment"
      description="See, move or cancel your appointment at our veterinary clinic."
    >
      <EmergencyLine />
      {children}
    </PageLayout>
  );

  if (loading) return layout(<Spinner label="Loading your appointment" />);
  if (managed.status === 'invalid')
    return layout(
      <>
        <Refusal role="alert">{BOOKING_MESSAGES.linkInvalid}.</Refusal>
        <p>
          Please check the link in your confirmation mail, or call us on{' '}
          <a href={telHref(COMPANY.phones[0])}>{COMPANY.phones[0]}</a>.
        </p>
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>Book an appointment</LinkButton>
      </>,
    );
  if (!appointment)
    return layout(
      <>
        <p role="alert">Your appointment could not be loaded.</p>
        <Button onClick={() => dispatch(retrievingManaged.start(token))}>Try again</Button>
      </>,
    );

  const cancelled = appointment.status === 'cancelled';
  const open = appointment.status === 'booked' && appointment.changeable;
  const busy = managed.changing !== null;

  return layout(
    <section aria-labelledby="manage-heading">
      <h2 id="manage-heading" ref={heading} tabIndex={-1}>
        {cancelled ? 'This appointment is cancelled' : `Booking ${appointment.reference}`}
      </h2>
      <Summary>
        <dt>Reference</dt>
        <dd>{appointment.reference}</dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[appointment.status]}</dd>
        <dt>Service</dt>
        <dd>
          {appointment.type.name} ({appointment.type.minutes} minutes)
        </dd>
        <dt>Doctor</dt>
        <dd>{appointment.doctor_name}</dd>
        <dt>When</dt>
        <dd>{whenLabel(appointment.start)}</dd>
        <dt>Pet</dt>
        <dd>
          {appointment.pet_name} ({appointment.species})
        </dd>
      </Summary>
      {managed.refusal && <Refusal role="alert">{managed.refusal}</Refusal>}
      {cancelled && (
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>Book another appointment</LinkButton>
      )}
      {!cancelled && !open && (
        <p>
          {appointment.status === 'booked'
            ? BOOKING_MESSAGES.tooLateToChange
            : BOOKING_MESSAGES.notChangeable}
          : <a href={telHref(COMPANY.phones[0])}>{COMPANY.phones[0]}</a>.
        </p>
      )}
      {open && mode === 'view' && (
        <>
          <p>You can move or cancel it online until {whenLabel(appointment.change_until)}.</p>
          <Button onClick={() => setMode('move')}>Move it</Button>{' '}
          <Button variant="danger" onClick={() => setMode('cancel')}>
            Cancel it
          </Button>
        </>
      )}
      {open && mode === 'cancel' && (
        <div role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">
            <strong>Cancel your appointment on {whenLabel(appointment.start)}?</strong>
          </p>
          <Button
            variant="danger"
            busy={managed.changing === 'cancel'}
            onClick={() => dispatch(cancellingManaged.start(token))}
            autoFocus
          >
            {managed.changing === 'cancel' ? 'Cancelling ...' : 'Yes, cancel it'}
          </Button>{' '}
          <Button variant="secondary" disabled={busy} onClick={() => setMode('view')}>
            Keep it
          </Button>
        </div>
      )}
      {open && mode === 'move' && (
        <section aria-labelledby="move-heading">
          <h3 id="move-heading">Choose a new day and time</h3>
          <WhenPicker
            type={appointment.type.id}
            doctor={appointment.doctor_id}
            species=""
            day={day}
            onDay={(next) => {
              setDay(next);
              setSlot(null);
            }}
            chosen={slot?.start ?? null}
            onChoose={setSlot}
            labelledBy="move-heading"
          />
          {slot && (
            <p>
              <Button
                busy={managed.changing === 'move'}
                onClick={() =>
                  day &&
                  dispatch(
                    movingManaged.start({
                      token,
                      start: slot.start,
                      query: {
                        type: appointment.type.id,
                        doctor: appointment.doctor_id,
                        day,
                        species: '',
                      },
                    }),
                  )
                }
              >
                {managed.changing === 'move' ? 'Moving ...' : `Move to ${whenLabel(slot.start)}`}
              </Button>
            </p>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setMode('view')}>
            Back
          </Button>
        </section>
      )}
      <section aria-labelledby="reminders-heading">
        <h3 id="reminders-heading">Vaccination reminders</h3>
        <p>
          {appointment.remind_vaccinations
            ? "You get reminders by text (and email, if you gave one) when your pet's vaccinations are due."
            : "You get no vaccination reminders. We can remind you by text (and email, if you gave one) when your pet's vaccinations are due."}{' '}
          <Link to={SITE_ROUTES.public.privacy}>How we use your data</Link>.
        </p>
        <Button
          variant="secondary"
          busy={managed.changing === 'consent'}
          disabled={busy && managed.changing !== 'consent'}
          onClick={() =>
            dispatch(
              settingManagedConsent.start({ token, remind: !appointment.remind_vaccinations }),
            )
          }
        >
          {managed.changing === 'consent'
            ? 'Saving ...'
            : appointment.remind_vaccinations
              ? 'Stop vaccination reminders'
              : 'Send me vaccination reminders'}
        </Button>
      </section>
      <p>
        <Link to={SITE_ROUTES.public.bookAppointment}>Book another appointment</Link>
      </p>
    </section>,
  );
}
