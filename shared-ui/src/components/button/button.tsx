import type { ComponentProps } from 'react';
import { Link } from '../../router';
import styled, { css } from 'styled-components';
import { SpinnerRing } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

// One look for real buttons and for links that look like buttons.
const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px; /* comfortable touch target */
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  ${({ $variant, theme: { colors } }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${colors.primary};
          border-color: ${colors.primary};
          &:hover {
            background: ${colors.surface};
          }
        `;
      case 'danger':
        return css`
          background: ${colors.danger};
          color: ${colors.onPrimary};
          &:hover {
            background: ${colors.dangerHover};
          }
        `;
      default:
        return css`
          background: ${colors.primary};
          color: ${colors.onPrimary};
          &:hover {
            background: ${colors.primaryHover};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner, sets aria-busy and blocks further clicks. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <SpinnerRing $size={16} aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}

export interface LinkButtonProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
}

/** A react-router Link that looks like a Button (navigation stays a link for screen readers). */
export function LinkButton({ variant = 'primary', ...rest }: LinkButtonProps) {
  return <StyledLink {...rest} $variant={variant} />;
}
