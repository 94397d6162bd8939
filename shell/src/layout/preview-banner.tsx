import styled from 'styled-components';
import { Button } from 'shared-ui';

export interface PreviewBannerProps {
  previews: readonly { remote: string; version: string }[];
  /** Ends the previews and loads the live versions again. */
  onLeave: () => void;
}

/**
 * Says, at the top of every page, which versions this browser previews
 * (docs/behaviour.md#releases). In the flow of the page, so it covers nothing.
 */
export default function PreviewBanner({ previews, onLeave }: PreviewBannerProps) {
  return (
    <Bar aria-label="Version preview">
      <div role="status">
        {previews.map(({ remote, version }) => (
          <p key={remote}>
            Previewing {remote} {version} — only you see this version.
          </p>
        ))}
      </div>
      <Button variant="secondary" onClick={onLeave}>
        Leave preview
      </Button>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  p {
    margin: 0;
  }
`;
