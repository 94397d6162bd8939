import { useId } from 'react';
import styled from 'styled-components';
import type { StaffMember } from 'shared-data';
import { cardSurface } from 'shared-ui';
import { Portrait } from '../../../shared/components/portrait';

export interface StaffCardProps {
  member: StaffMember;
  /** For an administrator: the card opens the member's update modal. */
  onOpen?: () => void;
}

/**
 * One member of the staff: avatar, full name, role. PENDING and SUSPENDED
 * accounts carry a badge. When it can be opened, the name is a button whose target covers
 * the whole card, so a click anywhere on it opens the modal and keyboards reach one control.
 */
export function StaffCard({ member, onOpen }: StaffCardProps) {
  const id = useId();
  const badge = member.status === 'ACTIVE' ? null : member.status;
  return (
    <Article $clickable={onOpen !== undefined}>
      <Photo>
        <Portrait
          fullname={member.fullname}
          src={member.avatar}
          srcSet={member.avatar_srcset}
          sizes="(min-width: 768px) 350px, 100vw"
          aspectRatio="7 / 6"
        />
        {badge && (
          <Badge id={`${id}-status`} $status={badge}>
            {badge}
          </Badge>
        )}
      </Photo>
      <Body>
        <Name>
          {onOpen ? (
            <OpenButton
              type="button"
              aria-haspopup="dialog"
              aria-describedby={[`${id}-role`, badge ? `${id}-status` : null]
                .filter(Boolean)
                .join(' ')}
              onClick={onOpen}
            >
              {member.fullname}
            </OpenButton>
          ) : (
            member.fullname
          )}
        </Name>
        <Role id={`${id}-role`}>{member.role}</Role>
      </Body>
    </Article>
  );
}

const Article = styled.article<{ $clickable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  &:hover {
    border-color: ${({ $clickable, theme }) =>
      $clickable ? theme.colors.primary : theme.colors.border};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Photo = styled.div`
  position: relative;
`;

const Badge = styled.span<{ $status: 'PENDING' | 'SUSPENDED' }>`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ $status, theme }) => ($status === 'PENDING' ? theme.colors.text : theme.colors.onPrimary)};
  background: ${({ $status, theme }) =>
    $status === 'PENDING' ? theme.colors.accent : theme.colors.danger};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;

  /* The whole card is the button's target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Role = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
