import {
  useEffect,
  useId,
  type FormHTMLAttributes,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { transitionMs, usePrefersReducedMotion } from 'shared-ui';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Backdrop = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1050;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]};
  background: rgba(10, 30, 28, 0.55);
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)} ${transitionMs}ms ease forwards;
`;

// The header and the footer stay in view; only the body scrolls, so the main action and the way
// out are never below the fold, whatever the form's length or the phone's height.
const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  width: min(100%, 560px);
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 10px 40px rgba(0, 0, 0, 0.25);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
`;

// A form around the body and the footer, so the footer's submit button belongs to it.
const Form = styled.form`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

const Footer = styled.div`
  flex-shrink: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

// What cannot be undone starts the footer, away from the main action at its end.
const Apart = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-right: auto;
  padding-right: ${({ theme }) => theme.space[4]};
`;

const Main = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called on Esc, on a backdrop click and on the close button. */
  onClose: () => void;
  children?: ReactNode;
  /** The dialog's buttons, always in view below the scrolling body: Cancel or Close, then the main action. */
  footer?: ReactNode;
  /**
   * A destructive action (Delete Account, Cancel booking…), set apart at the start of the
   * footer; it should ask before it acts.
   */
  destructive?: ReactNode;
  /** Makes the body and the footer one form with these attributes (a submit button in the footer). */
  form?: FormHTMLAttributes<HTMLFormElement>;
}

export function Modal({ open, title, onClose, children, footer, destructive, form }: ModalProps) {
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Stays true for the fade-out after `open` turns false.
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = setTimeout(() => setRendered(false), reducedMotion ? 0 : transitionMs);
    return () => clearTimeout(timer);
  }, [open, rendered, reducedMotion]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The first field or button of the content, so a form can be typed into at once; the
    // close button only when the content has nothing to focus.
    if (dialog) {
      const [close, ...content] = focusables(dialog);
      (content[0] ?? close ?? dialog).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!rendered) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const list = focusables(dialog);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      event.preventDefault(); // nothing to move to: keep focus on the dialog
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Backdrop $closing={!open} onClick={onBackdropClick} data-testid="modal-backdrop">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // While fading out it is already gone for keyboards and screen readers.
        inert={!open}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="Close dialog" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Close>
        </Header>
        {form ? (
          <Form {...form}>{content(children, footer, destructive)}</Form>
        ) : (
          content(children, footer, destructive)
        )}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

/** The scrolling body, then the footer that stays in view. */
function content(children: ReactNode, footer: ReactNode, destructive: ReactNode) {
  return (
    <>
      <Body data-modal-body="">{children}</Body>
      {(footer || destructive) && (
        <Footer data-modal-footer="">
          {destructive && <Apart>{destructive}</Apart>}
          <Main>{footer}</Main>
        </Footer>
      )}
    </>
  );
}
