import styled from 'styled-components';
import { selectAuth, useSelector, type User } from 'shared-data';
import { Button, EmptyState, media, ResponsiveImage } from 'shared-ui';
import { Panel } from '../../../shared/components/panel';
import { Portrait, shownText } from '../../../shared/components/portrait';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { selectAccountUpdate } from '../store/account.slice';
import { UpdateAccountModal } from './update-account-modal';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * My Account (docs/behaviour.md#dashboard): the signed-in person's account, and the form that
 * changes it.
 */
export function AccountSection() {
  const { user } = useSelector(selectAuth);
  const { done } = useSelector(selectAccountUpdate);
  // Each opening mounts a fresh form, filled from the account as it is then.
  const dialog = useDialog();
  useOnChange(done, dialog.hide);

  if (!user)
    return (
      <Panel title="My Account">
        <EmptyState message="Account not found" />
      </Panel>
    );

  return (
    <Panel
      title="My Account"
      actions={
        <Button aria-haspopup="dialog" onClick={() => dialog.show()}>
          Update Account
        </Button>
      }
    >
      <AccountDetails user={user} />
      <UpdateAccountModal key={dialog.key} user={user} open={dialog.open} onClose={dialog.hide} />
    </Panel>
  );
}

function AccountDetails({ user }: { user: User }) {
  const facts: [string, string][] = [
    ['Email', user.email],
    ['Doctor', yesNo(user.isDoctor)],
    ['Admin', yesNo(user.isAdmin)],
    ['Rank', user.rank],
    ['Status', user.status],
  ];
  return (
    <>
      <Profile>
        <Avatar>
          <Portrait
            fullname={user.fullname}
            src={user.avatar}
            srcSet={user.avatar_srcset}
            sizes="160px"
            eager
          />
        </Avatar>
        <div>
          <Name>{user.fullname}</Name>
          <Facts>
            {facts.map(([term, value]) => (
              // One row reads 'Doctor: Yes'.
              <div key={term}>
                <dt>{term}:</dt> <dd>{value}</dd>
              </div>
            ))}
          </Facts>
        </div>
      </Profile>

      <Heading>Account images</Heading>
      {user.images.length === 0 ? (
        <Muted>No account images yet</Muted>
      ) : (
        <Images>
          {user.images.map((image, index) => (
            <li key={`${index}-${image}`}>
              <ResponsiveImage
                src={image}
                alt={`Account image ${index + 1} of ${user.images.length}`}
                aspectRatio="4 / 3"
              />
            </li>
          ))}
        </Images>
      )}

      <Heading>Background</Heading>
      <Text>{shownText(user.background)}</Text>
      <Heading>Description</Heading>
      <Text>{shownText(user.description)}</Text>
    </>
  );
}

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.up('sm')} {
    flex-direction: row;
    align-items: center;
  }
`;

const Avatar = styled.div`
  flex: none;
  width: 160px;
  height: 160px;
  overflow: hidden;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: 1.5rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;

  dt {
    display: inline;
    font-weight: 600;
  }
  dd {
    display: inline;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Images = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
