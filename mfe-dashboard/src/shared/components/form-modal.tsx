import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Modal } from './modal';
import { ProgressBar } from './progress-bar';

export interface FormModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form, once its native submission is suppressed; the caller checks and sends it. */
  onSubmit: (form: HTMLFormElement) => void;
  /** Its call is on its way: every control is disabled and the submit button says so. */
  busy: boolean;
  submitLabel: string;
  /** The submit button's text while busy (the product's: 'Processing ...'). */
  busyLabel?: string;
  /** Upload progress from 0 to 1 while a file goes out; null or absent for none. */
  progress?: number | null;
  /** More buttons beside Close and submit. */
  actions?: ReactNode;
  /** A destructive action (Delete Account), set apart at the start of the footer and confirmed. */
  destructive?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding one form: fields that scroll, and a footer always in view with the upload bar,
 * Close and submit (a destructive action apart at its start). It stays open after a refusal with
 * what was typed (the caller closes it on success).
 */
export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  busyLabel = 'Processing ...',
  progress,
  actions,
  destructive,
  children,
}: FormModalProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event.currentTarget);
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      form={{ noValidate: true, onSubmit: submit, 'aria-busy': busy || undefined }}
      destructive={destructive}
      footer={
        <>
          {busy && progress != null && (
            <Progress>
              <ProgressBar value={progress} label="Uploading" />
            </Progress>
          )}
          {actions}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <Fields disabled={busy}>{children}</Fields>
    </Modal>
  );
}

const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Progress = styled.div`
  flex-basis: 100%;
`;
