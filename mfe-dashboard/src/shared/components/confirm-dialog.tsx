import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming what is at stake ("Delete Achieng Odhiambo's account?"). */
  title: ReactNode;
  children?: ReactNode;
  /** The confirming button's text ('Delete'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is on its way: the buttons wait for it. */
  busy?: boolean;
}

/** Asks before something that cannot be undone; Cancel (and Esc) leave everything as it was. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
