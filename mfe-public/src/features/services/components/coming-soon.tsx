import styled from 'styled-components';
import { COMING_SOON } from '../data/services';

/** SPEC §2.4: the coming-soon text, for work the clinic has announced but not yet published. */
export function ComingSoon() {
  return <Note>{COMING_SOON}</Note>;
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
`;
