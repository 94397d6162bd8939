import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COMPANY, SITE_ROUTES, telHref, useSelector, type Slot } from 'shared-data';
import { BOOKING_MESSAGES } from 'shared-data/contract/booking';
import {
  Button,
  defineMessages,
  FormattedMessage,
  Link,
  LinkButton,
  Spinner,
  useIntl,
  useParams,
  useSiteLocale,
} from 'shared-ui';
import { PageLayout } from '../../../shared/components/page-layout';
import {
  cancellingManaged,
  movingManaged,
  retrievingManaged,
  selectBooking,
  settingManagedConsent,
} from '../store/booking.slice';
import { Refusal, Summary, useBookingStore } from './booking-page';
import { useClinicLabels } from './clinic-labels';
import { EmergencyLine } from './emergency-line';
import { WhenPicker } from './when-picker';

const STATUS_WORDS = defineMessages({
  booked: { id: 'booking.manage.status.booked', defaultMessage: 'Booked' },
  arrived: { id: 'booking.manage.status.arrived', defaultMessage: 'Arrived' },
  completed: { id: 'booking.manage.status.completed', defaultMessage: 'Completed' },
  no_show: { id: 'booking.manage.status.noShow', defaultMessage: 'Missed' },
  cancelled: { id: 'booking.manage.status.cancelled', defaultMessage: 'Cancelled' },
});

const messages = defineMessages({
  title: { id: 'booking.manage.title', defaultMessage: 'Your appointment' },
  description: {
    id: 'booking.manage.description',
    defaultMessage: 'See, move or cancel your appointment at our veterinary clinic.',
  },
  loading: { id: 'booking.manage.loading', defaultMessage: 'Loading your appointment' },
  // BOOKING_MESSAGES' words (shared-data), which English shows as they are.
  linkInvalid: {
    id: 'booking.manage.linkInvalid',
    defaultMessage: 'This appointment link is not valid',
  },
  tooLate: {
    id: 'booking.manage.tooLate',
    defaultMessage: 'Appointments can be changed online up to 2 hours before; please call us',
  },
  notChangeable: {
    id: 'booking.manage.notChangeable',
    defaultMessage: 'This appointment can no longer be changed',
  },
  checkLink: {
    id: 'booking.manage.checkLink',
    defaultMessage:
      'Please check the link in your confirmation mail, or call us on <call>{phone}</call>.',
  },
  book: { id: 'booking.manage.book', defaultMessage: 'Book an appointment' },
  notLoaded: {
    id: 'booking.manage.notLoaded',
    defaultMessage: 'Your appointment could not be loaded.',
  },
  tryAgain: { id: 'booking.manage.tryAgain', defaultMessage: 'Try again' },
  cancelledHeading: {
    id: 'booking.manage.cancelledHeading',
    defaultMessage: 'This appointment is cancelled',
  },
  heading: { id: 'booking.manage.heading', defaultMessage: 'Booking {reference}' },
  reference: { id: 'booking.manage.reference', defaultMessage: 'Reference' },
  status: { id: 'booking.manage.statusLabel', defaultMessage: 'Status' },
  service: { id: 'booking.manage.service', defaultMessage: 'Service' },
  serviceMinutes: {
    id: 'booking.manage.serviceMinutes',
    defaultMessage: '{service} ({minutes} minutes)',
  },
  doctor: { id: 'booking.manage.doctor', defaultMessage: 'Doctor' },
  when: { id: 'booking.manage.when', defaultMessage: 'When' },
  pet: { id: 'booking.manage.pet', defaultMessage: 'Pet' },
  another: { id: 'booking.manage.another', defaultMessage: 'Book another appointment' },
  callUs: { id: 'booking.manage.callUs', defaultMessage: '{reason}: <call>{phone}</call>.' },
  changeUntil: {
    id: 'booking.manage.changeUntil',
    defaultMessage: 'You can move or cancel it online until {when}.',
  },
  move: { id: 'booking.manage.move', defaultMessage: 'Move it' },
  cancel: { id: 'booking.manage.cancel', defaultMessage: 'Cancel it' },
  cancelQuestion: {
    id: 'booking.manage.cancelQuestion',
    defaultMessage: 'Cancel your appointment on {when}?',
  },
  cancelling: { id: 'booking.manage.cancelling', defaultMessage: 'Cancelling ...' },
  yesCancel: { id: 'booking.manage.yesCancel', defaultMessage: 'Yes, cancel it' },
  keep: { id: 'booking.manage.keep', defaultMessage: 'Keep it' },
  newTime: { id: 'booking.manage.newTime', defaultMessage: 'Choose a new day and time' },
  moving: { id: 'booking.manage.moving', defaultMessage: 'Moving ...' },
  moveTo: { id: 'booking.manage.moveTo', defaultMessage: 'Move to {when}' },
  back: { id: 'booking.manage.back', defaultMessage: 'Back' },
  reminders: { id: 'booking.manage.reminders', defaultMessage: 'Vaccination reminders' },
  remindersOn: {
    id: 'booking.manage.remindersOn',
    defaultMessage:
      "You get reminders by text (and email, if you gave one) when your pet's vaccinations are due.",
  },
  remindersOff: {
    id: 'booking.manage.remindersOff',
    defaultMessage:
      "You get no vaccination reminders. We can remind you by text (and email, if you gave one) when your pet's vaccinations are due.",
  },
  privacy: { id: 'booking.manage.privacy', defaultMessage: 'How we use your data' },
  saving: { id: 'booking.manage.saving', defaultMessage: 'Saving ...' },
  stopReminders: {
    id: 'booking.manage.stopReminders',
    defaultMessage: 'Stop vaccination reminders',
  },
  startReminders: {
    id: 'booking.manage.startReminders',
    defaultMessage: 'Send me vaccination reminders',
  },
});

/** The clinic's first number as a link, for a message's `<call>{phone}</call>`. */
const callValues = {
  call: (chunks: ReactNode[]) => <a href={telHref(COMPANY.phones[0])}>{chunks}</a>,
  phone: COMPANY.phones[0],
};

/**
 * The manage link's page (docs/behaviour.md#booking-screens): the booking, and while it is
 * allowed (up to 2 hours before) Cancel, after a confirmation, and Move, with the same day and
 * time picker as booking.
 */
export function ManagePage() {
  const { token = '' } = useParams();
  const dispatch = useBookingStore();
  const intl = useIntl();
  const english = useSiteLocale() === 'en';
  const labels = useClinicLabels();
  /** BOOKING_MESSAGES' words the page shows: English's own, or the page's language. */
  const refusalOf = (key: 'linkInvalid' | 'tooLateToChange' | 'notChangeable') =>
    english
      ? BOOKING_MESSAGES[key]
      : intl.formatMessage(
          key === 'linkInvalid'
            ? messages.linkInvalid
            : key === 'tooLateToChange'
              ? messages.tooLate
              : messages.notChangeable,
        );
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
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <EmergencyLine />
      {children}
    </PageLayout>
  );

  if (loading) return layout(<Spinner label={intl.formatMessage(messages.loading)} />);
  if (managed.status === 'invalid')
    return layout(
      <>
        <Refusal role="alert">{refusalOf('linkInvalid')}.</Refusal>
        <p>
          <FormattedMessage {...messages.checkLink} values={callValues} />
        </p>
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>
          {intl.formatMessage(messages.book)}
        </LinkButton>
      </>,
    );
  if (!appointment)
    return layout(
      <>
        <p role="alert">{intl.formatMessage(messages.notLoaded)}</p>
        <Button onClick={() => dispatch(retrievingManaged.start(token))}>
          {intl.formatMessage(messages.tryAgain)}
        </Button>
      </>,
    );

  const cancelled = appointment.status === 'cancelled';
  const open = appointment.status === 'booked' && appointment.changeable;
  const busy = managed.changing !== null;

  return layout(
    <section aria-labelledby="manage-heading">
      <h2 id="manage-heading" ref={heading} tabIndex={-1}>
        {cancelled
          ? intl.formatMessage(messages.cancelledHeading)
          : intl.formatMessage(messages.heading, { reference: appointment.reference })}
      </h2>
      <Summary>
        <dt>{intl.formatMessage(messages.reference)}</dt>
        <dd>{appointment.reference}</dd>
        <dt>{intl.formatMessage(messages.status)}</dt>
        <dd>{intl.formatMessage(STATUS_WORDS[appointment.status])}</dd>
        <dt>{intl.formatMessage(messages.service)}</dt>
        <dd>
          {intl.formatMessage(messages.serviceMinutes, {
            service: appointment.type.name,
            minutes: appointment.type.minutes,
          })}
        </dd>
        <dt>{intl.formatMessage(messages.doctor)}</dt>
        <dd>{appointment.doctor_name}</dd>
        <dt>{intl.formatMessage(messages.when)}</dt>
        <dd>{labels.when(appointment.start)}</dd>
        <dt>{intl.formatMessage(messages.pet)}</dt>
        <dd>
          {appointment.pet_name} ({appointment.species})
        </dd>
      </Summary>
      {managed.refusal && <Refusal role="alert">{managed.refusal}</Refusal>}
      {cancelled && (
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>
          {intl.formatMessage(messages.another)}
        </LinkButton>
      )}
      {!cancelled && !open && (
        <p>
          <FormattedMessage
            {...messages.callUs}
            values={{
              ...callValues,
              reason: refusalOf(
                appointment.status === 'booked' ? 'tooLateToChange' : 'notChangeable',
              ),
            }}
          />
        </p>
      )}
      {open && mode === 'view' && (
        <>
          <p>
            {intl.formatMessage(messages.changeUntil, {
              when: labels.when(appointment.change_until),
            })}
          </p>
          <Button onClick={() => setMode('move')}>{intl.formatMessage(messages.move)}</Button>{' '}
          <Button variant="danger" onClick={() => setMode('cancel')}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </>
      )}
      {open && mode === 'cancel' && (
        <div role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">
            <strong>
              {intl.formatMessage(messages.cancelQuestion, {
                when: labels.when(appointment.start),
              })}
            </strong>
          </p>
          <Button
            variant="danger"
            busy={managed.changing === 'cancel'}
            onClick={() => dispatch(cancellingManaged.start(token))}
            autoFocus
          >
            {intl.formatMessage(
              managed.changing === 'cancel' ? messages.cancelling : messages.yesCancel,
            )}
          </Button>{' '}
          <Button variant="secondary" disabled={busy} onClick={() => setMode('view')}>
            {intl.formatMessage(messages.keep)}
          </Button>
        </div>
      )}
      {open && mode === 'move' && (
        <section aria-labelledby="move-heading">
          <h3 id="move-heading">{intl.formatMessage(messages.newTime)}</h3>
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
                {managed.changing === 'move'
                  ? intl.formatMessage(messages.moving)
                  : intl.formatMessage(messages.moveTo, { when: labels.when(slot.start) })}
              </Button>
            </p>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setMode('view')}>
            {intl.formatMessage(messages.back)}
          </Button>
        </section>
      )}
      <section aria-labelledby="reminders-heading">
        <h3 id="reminders-heading">{intl.formatMessage(messages.reminders)}</h3>
        <p>
          {intl.formatMessage(
            appointment.remind_vaccinations ? messages.remindersOn : messages.remindersOff,
          )}{' '}
          <Link to={SITE_ROUTES.public.privacy}>{intl.formatMessage(messages.privacy)}</Link>.
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
          {intl.formatMessage(
            managed.changing === 'consent'
              ? messages.saving
              : appointment.remind_vaccinations
                ? messages.stopReminders
                : messages.startReminders,
          )}
        </Button>
      </section>
      <p>
        <Link to={SITE_ROUTES.public.bookAppointment}>{intl.formatMessage(messages.another)}</Link>
      </p>
    </section>,
  );
}
