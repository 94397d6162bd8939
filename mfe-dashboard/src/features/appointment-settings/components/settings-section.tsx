import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { selectAuth, useDispatch, useSelector } from 'shared-data';
import { LinkButton } from 'shared-ui';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { Panel, PanelSection } from '../../../shared/components/panel';
import { retrievingDoctors, selectBookingDoctors } from '../../../shared/store/booking-doctors';
import { retrievingHours, retrievingTimeOff } from '../store/settings.slice';
import { HolidaysPart } from './holidays-part';
import { HoursForm } from './hours-form';
import { TimeOffPart } from './time-off-part';
import { TypesPart } from './types-part';

/**
 * Hours and time off (docs/behaviour.md#appointments-in-the-dashboard): one's own working week
 * and time off; an administrator chooses whose, and also edits the appointment types and the
 * holidays.
 */
export function SettingsSection() {
  const dispatch = useDispatch();
  const user = useSelector(selectAuth).user;
  const isAdmin = user?.isAdmin ?? false;
  const doctors = useSelector(selectBookingDoctors);
  // '' is one's own; an administrator may pick any doctor.
  const [whose, setWhose] = useState('');

  useEffect(() => {
    dispatch(retrievingDoctors.start());
  }, [dispatch]);
  useEffect(() => {
    const target = whose ? { doctor: whose } : {};
    dispatch(retrievingHours.start(target));
    dispatch(retrievingTimeOff.start(target));
  }, [dispatch, whose]);

  const others = doctors.items.filter((doctor) => doctor.id !== user?._id);
  const name = others.find((doctor) => doctor.id === whose)?.fullname;

  return (
    <Panel
      title="Hours and time off"
      actions={
        <LinkButton variant="secondary" to={DASHBOARD_ROUTES.appointments}>
          Back to Appointments
        </LinkButton>
      }
    >
      {isAdmin ? (
        <Whose>
          <label htmlFor="settings-whose">Whose hours and time off</label>
          <select
            id="settings-whose"
            value={whose}
            onChange={(event) => setWhose(event.target.value)}
          >
            <option value="">Mine</option>
            {others.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                {doctor.fullname}
              </option>
            ))}
          </select>
        </Whose>
      ) : (
        <Note>
          Your own working hours and time off. Only administrators change other people&apos;s, the
          appointment types and the holidays.
        </Note>
      )}
      <PanelSection title={name ? `Working hours of ${name}` : 'My working hours'}>
        <HoursForm whose={whose} />
      </PanelSection>
      <PanelSection title={name ? `Time off of ${name}` : 'My time off'}>
        <TimeOffPart whose={whose} />
      </PanelSection>
      {isAdmin && <TypesPart />}
      {isAdmin && <HolidaysPart />}
    </Panel>
  );
}

const Whose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 360px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    font: inherit;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;
