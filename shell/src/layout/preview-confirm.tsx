import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from 'shared-ui';

export interface PreviewConfirmProps {
  /** The versions a link asked to preview, with who released each and when. */
  offers: readonly { remote: string; version: string; releasedBy: string; releasedAt: string }[];
  /** Keeps the previews and loads the page again with them. */
  onStart: () => void;
  /** Drops them: nothing of them is loaded. */
  onCancel: () => void;
}

const released = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

/** '27 Nov 2026, 09:15', or the text as it came when it is no date. */
export function releasedOn(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : released.format(date);
}

/**
 * Asks a staff member before a version a link named is previewed
 * (docs/behaviour.md#releases-in-the-shell): a link is anyone's to send, and a previewed
 * version runs in the staff member's session. Nothing of it is loaded before 'Start preview'.
 * A modal dialog: focus starts on Cancel and stays inside; Escape cancels.
 */
export default function PreviewConfirm({ offers, onStart, onCancel }: PreviewConfirmProps) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    cancelRef.current?.focus();
  }, [open]);

  if (!open) return null;

  const cancel = () => {
    setOpen(false);
    onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const buttons = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Backdrop>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>
          {offers.length > 1 ? 'Preview these versions?' : 'Preview this version?'}
        </h2>
        <div id={textId}>
          <ul>
            {offers.map((offer) => (
              <li key={offer.remote}>
                <strong>
                  {offer.remote} {offer.version}
                </strong>{' '}
                released by {offer.releasedBy} on {releasedOn(offer.releasedAt)}
              </li>
            ))}
          </ul>
          <p>
            A preview runs that version’s code in this browser, signed in as you, until you leave
            it. Start it only if you expected this link.
          </p>
        </div>
        <Buttons>
          <Button ref={cancelRef} variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              onStart();
            }}
          >
            Start preview
          </Button>
        </Buttons>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1060;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]};
  background: rgba(10, 30, 28, 0.55);
`;

const Dialog = styled.div`
  width: min(100%, 560px);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 10px 40px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: 1.25rem;
  }
  ul {
    padding-left: 1.25rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
