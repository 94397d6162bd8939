import { useState } from 'react';
import styled from 'styled-components';
import { selectAuth, useSelector, type StaffMember } from 'shared-data';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { LinkButton } from 'shared-ui';
import { CardGrid, ListStatus, Panel } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { pendingFirst, retrievingStaff, selectStaff } from '../store/staff.slice';
import { StaffCard } from './staff-card';
import { UpdateStaffModal } from './update-staff-modal';

type Editable = StaffMember & { email: string };

/**
 * The Staff (docs/behaviour.md#dashboard): a card per member, PENDING accounts first. An
 * administrator adds members and opens a card to change or delete the account; anyone else only
 * reads.
 */
export function StaffSection() {
  const { list, updating, deleting } = useSelector(selectStaff);
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  // Each opening mounts a fresh form, filled from the member as listed then.
  const dialog = useDialog<Editable>();
  const [confirming, setConfirming] = useState(false);

  // Loaded each time the section is shown, so members added meanwhile are there.
  const load = useListLoad(retrievingStaff);

  const close = () => {
    setConfirming(false);
    dialog.hide();
  };
  useOnChange(updating.done, close);
  useOnChange(deleting.done, close);

  const openMember = (member: Editable) => {
    setConfirming(false);
    dialog.show(member);
  };

  return (
    <Panel
      title="The Staff"
      actions={isAdmin && <LinkButton to={DASHBOARD_ROUTES.addStaff}>Add A Staff</LinkButton>}
    >
      {!isAdmin && <Note>Only administrators can change staff accounts.</Note>}
      <ListStatus list={list} what="staff" emptyMessage="No Staff found" onRetry={load}>
        {(items) => (
          <CardGrid>
            {pendingFirst(items).map((member) => {
              const email = member.email;
              return (
                <li key={member._id}>
                  <StaffCard
                    member={member}
                    onOpen={
                      isAdmin && email !== undefined
                        ? () => openMember({ ...member, email })
                        : undefined
                    }
                  />
                </li>
              );
            })}
          </CardGrid>
        )}
      </ListStatus>
      {isAdmin && dialog.subject && (
        <UpdateStaffModal
          key={dialog.key}
          member={dialog.subject}
          open={dialog.open}
          onClose={close}
          confirming={confirming}
          onConfirmingChange={setConfirming}
        />
      )}
    </Panel>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;
