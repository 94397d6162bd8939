import { useState } from 'react';
import styled from 'styled-components';
import { LIMITS, useDispatch, useSelector, type StaffAppointment } from 'shared-data';
import { clinicDay, formatKenyanPhone } from 'shared-data/contract/booking';
import { Button } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { Modal } from '../../../shared/components/modal';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { cancellingAppointment, movingAppointment, selectSchedule } from '../store/schedule.slice';
import { StatusButtons } from './appointment-list';
import { PhoneBookingModal } from './phone-booking-modal';
import {
  SOURCE_LABELS,
  STATUS_LABELS,
  bookingName,
  dayName,
  timeRange,
} from '../../../shared/clinic-texts';
import { selectBookingDoctors } from '../../../shared/store/booking-doctors';
import { SlotPicker } from './slot-picker';

import type { DialogRequest } from './dialog-request';

export interface AppointmentDialogsProps {
  request: DialogRequest | null;
  onClose: () => void;
}

/** The schedule's dialogs: a booking's details, moving and cancelling it, a phone booking. */
export function AppointmentDialogs({ request, onClose }: AppointmentDialogsProps) {
  // Each opening starts a fresh form.
  const [opened, setOpened] = useState(0);
  const [last, setLast] = useState<DialogRequest | null>(request);
  if (request !== last) {
    setLast(request);
    if (request) setOpened(opened + 1);
  }
  const { list } = useSelector(selectSchedule);
  if (!request) return null;
  if (request.kind === 'phone')
    return <PhoneBookingModal key={opened} day={request.day} onClose={onClose} />;
  // The booking as it is now (a status changed meanwhile shows at once).
  const appointment =
    list.items.find((item) => item.id === request.appointment.id) ?? request.appointment;
  if (request.kind === 'move')
    return <MoveModal key={opened} appointment={appointment} onClose={onClose} />;
  if (request.kind === 'cancel')
    return <CancelModal key={opened} appointment={appointment} onClose={onClose} />;
  return <DetailsModal key={opened} appointment={appointment} onClose={onClose} />;
}

function DetailsModal({
  appointment,
  onClose,
}: {
  appointment: StaffAppointment;
  onClose: () => void;
}) {
  const busy = useSelector(selectSchedule).status.busy;
  const [next, setNext] = useState<'move' | 'cancel' | null>(null);
  const open = !next;
  const active = appointment.status !== 'cancelled';
  const client = appointment.fullname;
  if (next)
    return next === 'move' ? (
      <MoveModal appointment={appointment} onClose={onClose} />
    ) : (
      <CancelModal appointment={appointment} onClose={onClose} />
    );
  return (
    <Modal
      open={open}
      title={bookingName(appointment)}
      onClose={onClose}
      destructive={
        active && (
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setNext('cancel')}>
            Cancel booking…
          </Button>
        )
      }
      footer={
        <>
          {active && <StatusButtons appointment={appointment} busy={busy} />}
          {active && (
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setNext('move')}>
              Move…
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <Details>
        <dt>Type</dt>
        <dd>{`${appointment.type_name} (${appointment.minutes} minutes)`}</dd>
        <dt>Time</dt>
        <dd>{`${dayName(clinicDay(appointment.start), true)}, ${timeRange(appointment)}`}</dd>
        <dt>Doctor</dt>
        <dd>{appointment.doctor_name}</dd>
        <dt>Client</dt>
        <dd>{client}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${appointment.phonenumber}`}>
            {formatKenyanPhone(appointment.phonenumber)}
          </a>
        </dd>
        <dt>Email</dt>
        <dd>
          {appointment.email ? (
            <a href={`mailto:${appointment.email}`}>{appointment.email}</a>
          ) : (
            'None given'
          )}
        </dd>
        <dt>Vaccination reminders</dt>
        <dd>{appointment.remind_vaccinations ? 'Agreed' : 'Not agreed'}</dd>
        <dt>Pet</dt>
        <dd>{appointment.pet_name}</dd>
        <dt>Species</dt>
        <dd>{appointment.species}</dd>
        <dt>Note</dt>
        <dd>{appointment.note || 'None'}</dd>
        <dt>Booked</dt>
        <dd>{SOURCE_LABELS[appointment.source]}</dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[appointment.status]}</dd>
        <dt>Reference</dt>
        <dd>{appointment.reference}</dd>
      </Details>
    </Modal>
  );
}

/** What the client is told, by mail when they gave an address. */
function MessageField({ appointment }: { appointment: StaffAppointment }) {
  return (
    <Field
      as="textarea"
      label="Message to the client"
      name="message"
      rows={4}
      maxLength={LIMITS.longText}
      hint={
        appointment.email
          ? `Mailed to ${appointment.email} with the change.`
          : `No email address was given: call ${formatKenyanPhone(appointment.phonenumber)} to tell them.`
      }
    />
  );
}

const messageOf = (form: HTMLFormElement) =>
  (form.elements.namedItem('message') as HTMLTextAreaElement | null)?.value.trim() ?? '';

function MoveModal({
  appointment,
  onClose,
}: {
  appointment: StaffAppointment;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const { moving } = useSelector(selectSchedule);
  const doctors = useSelector(selectBookingDoctors);
  const [doctor, setDoctor] = useState(appointment.doctor_id);
  const [day, setDay] = useState(clinicDay(appointment.start));
  const { errors, check, clear } = useFormErrors({
    start: rule.required('Choose a free time'),
  });
  useOnChange(moving.done, onClose);
  return (
    <FormModal
      open
      title={`Move ${appointment.fullname}'s appointment`}
      onClose={onClose}
      busy={moving.busy}
      submitLabel="Move and tell the client"
      onSubmit={(form) => {
        const values = check(form);
        if (!values) return;
        const message = messageOf(form);
        dispatch(
          movingAppointment.start({
            id: appointment.id,
            start: values.start,
            ...(doctor !== appointment.doctor_id ? { doctor_id: doctor } : {}),
            ...(message ? { message } : {}),
          }),
        );
      }}
    >
      <p>{`Now: ${appointment.type_name}, ${dayName(clinicDay(appointment.start))} ${timeRange(appointment)} with ${appointment.doctor_name}.`}</p>
      <Field
        as="select"
        label="Doctor"
        name="doctor"
        value={doctor}
        onChange={(event) => setDoctor(event.target.value)}
      >
        {!doctors.items.some((d) => d.id === appointment.doctor_id) && (
          <option value={appointment.doctor_id}>{appointment.doctor_name}</option>
        )}
        {doctors.items.map((d) => (
          <option key={d.id} value={d.id}>
            {d.fullname}
          </option>
        ))}
      </Field>
      <Field
        label="Day"
        name="day"
        type="date"
        value={day}
        onChange={(event) => {
          if (event.target.value) setDay(event.target.value);
        }}
      />
      <SlotPicker
        type={appointment.type_id}
        doctor={doctor}
        day={day}
        error={errors.start}
        onChange={() => clear('start')}
      />
      <MessageField appointment={appointment} />
    </FormModal>
  );
}

function CancelModal({
  appointment,
  onClose,
}: {
  appointment: StaffAppointment;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const { cancelling } = useSelector(selectSchedule);
  useOnChange(cancelling.done, onClose);
  return (
    <FormModal
      open
      title={`Cancel ${appointment.fullname}'s appointment?`}
      onClose={onClose}
      busy={cancelling.busy}
      submitLabel="Cancel the appointment"
      onSubmit={(form) => {
        const message = messageOf(form);
        dispatch(
          cancellingAppointment.start({ id: appointment.id, ...(message ? { message } : {}) }),
        );
      }}
    >
      <p>{`${appointment.type_name} for ${appointment.pet_name}, ${dayName(clinicDay(appointment.start))} ${timeRange(appointment)} with ${appointment.doctor_name}. The time becomes free for others.`}</p>
      <MessageField appointment={appointment} />
    </FormModal>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
