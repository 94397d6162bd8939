import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Link, PageHeading, useDocumentTitle } from 'shared-ui';

/** The frame of the four account screens: a narrow card with the screen's heading. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Column>
      <PageHeading title={title} />
      <Panel>{children}</Panel>
    </Column>
  );
}

export interface AccountFormProps {
  /** The form's name for assistive technology. */
  label: string;
  busy: boolean;
  submit: string;
  busyLabel: string;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/**
 * A form that the browser does not validate (the screen's own messages are announced
 * instead) and that is disabled, with its processing label, while its call is on its way.
 */
export function AccountForm({
  label,
  busy,
  submit,
  busyLabel,
  onSubmit,
  children,
}: AccountFormProps) {
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event.currentTarget);
  };
  return (
    <form aria-label={label} noValidate onSubmit={handle} aria-busy={busy || undefined}>
      <Fieldset disabled={busy}>
        {children}
        <Button type="submit" busy={busy}>
          {busy ? busyLabel : submit}
        </Button>
      </Fieldset>
    </form>
  );
}

/** The links under a form, to the other account screens. */
export function FormLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <Links>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </Links>
  );
}

const Column = styled.div`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[3]} ${theme.space[6]}`};
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  background: ${({ theme }) => theme.colors.background};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  button[type='submit'] {
    width: 100%;
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]} 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
