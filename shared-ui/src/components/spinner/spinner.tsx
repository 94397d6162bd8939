import { defineMessages, useIntl } from '../../i18n';
import styled, { keyframes } from 'styled-components';

export const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The turning ring alone, decorative; used by Spinner and by busy buttons. */
export const SpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

const Status = styled.div`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  /** Read by screen readers; not shown. */
  label?: string;
  /** Diameter in pixels. */
  size?: number;
}

const messages = defineMessages({
  loading: { id: 'spinner.loading', defaultMessage: 'Loading' },
});

export function Spinner({ label, size = 32 }: SpinnerProps) {
  const intl = useIntl();
  return (
    <Status role="status">
      <SpinnerRing $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label ?? intl.formatMessage(messages.loading)}</span>
    </Status>
  );
}
