import styled from 'styled-components';
import { useDispatch, useSelector, type CallRequest, type StaffAppointment } from 'shared-data';
import { Button } from 'shared-ui';
import { selectSchedule, settingStatus } from '../store/schedule.slice';
import type { DialogRequest } from './dialog-request';
import { STATUS_LABELS, timeRange } from '../../../shared/clinic-texts';

type StaffSetStatus = CallRequest<'setAppointmentStatus'>['status'];

/** The status buttons of a booking, each named with the client ('Mark Achieng Odhiambo arrived'). */
const STATUS_ACTIONS: {
  status: StaffSetStatus;
  label: string;
  name: (client: string) => string;
}[] = [
  { status: 'arrived', label: 'Arrived', name: (client) => `Mark ${client} arrived` },
  { status: 'completed', label: 'Completed', name: (client) => `Mark ${client} completed` },
  { status: 'no_show', label: 'No-show', name: (client) => `Mark ${client} as a no-show` },
];

/** Arrived, Completed, No-show; one pressed again sets the booking back to booked. */
export function StatusButtons({
  appointment,
  busy,
}: {
  appointment: StaffAppointment;
  busy: boolean;
}) {
  const dispatch = useDispatch();
  return STATUS_ACTIONS.map(({ status, label, name }) => (
    <Button
      key={status}
      variant={appointment.status === status ? 'primary' : 'secondary'}
      aria-pressed={appointment.status === status}
      aria-label={name(appointment.fullname)}
      disabled={busy}
      onClick={() =>
        dispatch(
          settingStatus.start({
            id: appointment.id,
            status: appointment.status === status ? 'booked' : status,
          }),
        )
      }
    >
      {label}
    </Button>
  ));
}

export interface AppointmentListProps {
  items: StaffAppointment[];
  /** Names the list for screen readers ('Bookings on Tuesday 3 March'). */
  label: string;
  onOpen: (request: DialogRequest) => void;
  /** The level of each booking's heading: under the day's h2 (day view) or h3 (week view). */
  level: 3 | 4;
}

/** One day's bookings in time order, each under its heading, with its status buttons. */
export function AppointmentList({ items, label, onOpen, level }: AppointmentListProps) {
  return (
    <List aria-label={label}>
      {items.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentItem appointment={appointment} onOpen={onOpen} level={level} />
        </li>
      ))}
    </List>
  );
}

function AppointmentItem({
  appointment,
  onOpen,
  level,
}: {
  appointment: StaffAppointment;
  onOpen: (request: DialogRequest) => void;
  level: 3 | 4;
}) {
  const Title = level === 3 ? 'h3' : 'h4';
  const busy = useSelector(selectSchedule).status.busy;
  const cancelled = appointment.status === 'cancelled';
  const client = appointment.fullname;
  return (
    <Item $cancelled={cancelled}>
      <Title>
        <time dateTime={appointment.start}>{timeRange(appointment)}</time>
        {` ${appointment.type_name} · ${appointment.pet_name} (${appointment.species})`}
      </Title>
      <Line>
        {`${client} · ${appointment.doctor_name} · `}
        <Status $status={appointment.status}>{STATUS_LABELS[appointment.status]}</Status>
        {appointment.source === 'online' ? ' · Online' : ' · By phone'}
      </Line>
      <Actions>
        {!cancelled && <StatusButtons appointment={appointment} busy={busy} />}
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={`Details of ${client}'s booking`}
          onClick={() => onOpen({ kind: 'details', appointment })}
        >
          Details
        </Button>
      </Actions>
    </Item>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article<{ $cancelled: boolean }>`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $cancelled }) => ($cancelled ? theme.colors.muted : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $cancelled }) => ($cancelled ? 0.7 : 1)};
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: 1rem;
  }
`;

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

const Status = styled.strong<{ $status: StaffAppointment['status'] }>`
  color: ${({ theme, $status }) =>
    $status === 'no_show' || $status === 'cancelled'
      ? theme.colors.danger
      : $status === 'booked'
        ? theme.colors.text
        : theme.colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
