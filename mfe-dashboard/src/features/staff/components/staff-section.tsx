import { useState } from 'react';
import styled from 'styled-components';
import { selectAuth, useSelector, type StaffMember } from 'shared-data';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { LinkButton } from 'shared-ui';
import { CardGrid, ListStatus, Panel } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { emptyText, ListTools, Pager } from '../../../shared/components/paged-list';
import { usePagedList } from '../../../shared/hooks/use-page-request';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { retrievingStaff, selectStaff } from '../store/staff.slice';
import { StaffCard } from './staff-card';
import { UpdateStaffModal } from './update-staff-modal';

type Editable = StaffMember & { email: string };

const STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
const FILTER = {
  label: 'Show',
  options: [
    { value: '', label: 'All' },
    { value: 'ACTIVE', label: 'Active' },
    { value: 'PENDING', label: 'Pending' },
    { value: 'SUSPENDED', label: 'Suspended' },
  ],
};

/**
 * The Staff (docs/behaviour.md#dashboard): a card per member, PENDING accounts first, a page at
 * a time with search (and, for an administrator, the status filter) kept in the URL. An
 * administrator adds members and opens a card to change or delete the account; anyone else only
 * reads (active members only, as the server answers them).
 */
export function StaffSection() {
  const { list, updating, deleting } = useSelector(selectStaff);
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  // Each opening mounts a fresh form, filled from the member as listed then.
  const dialog = useDialog<Editable>();
  const [confirming, setConfirming] = useState(false);

  // Loaded each time the section is shown, so members added meanwhile are there.
  const { request, change, load } = usePagedList(retrievingStaff, list, STATUSES);

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
      <ListTools
        list={list}
        request={request}
        onChange={change}
        searchLabel="Search staff"
        filter={isAdmin ? FILTER : undefined}
        noun={['member', 'members']}
      />
      <ListStatus
        list={list}
        what="staff"
        emptyMessage={emptyText(list, 'staff', 'No Staff found')}
        onRetry={load}
      >
        {(items) => (
          <CardGrid>
            {items.map((member) => {
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
      <Pager list={list} onPage={(page) => change({ page })} label="Staff pages" />
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
