import styled from 'styled-components';

export interface ProgressBarProps {
  /** Done so far, from 0 to 1. */
  value: number;
  /** What is progressing, for screen readers ('Uploading'). */
  label: string;
}

/** A determinate progress bar (an upload on its way), announced with its percentage. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Wrapper>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Percent aria-hidden="true">{percent}%</Percent>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0;
`;

const Track = styled.div`
  flex: 1;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s linear;
`;

const Percent = styled.span`
  min-width: 3ch;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
`;
