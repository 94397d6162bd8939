import { useRef, useState } from 'react';
import styled from 'styled-components';
import { REMOTE_NAMES, useDispatch, useSelector, type RemoteName } from 'shared-data';
import type { DeployToken } from 'shared-data/contract';
import { Button } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { FormModal } from '../../../shared/components/form-modal';
import { Modal } from '../../../shared/components/modal';
import { ListStatus, PanelSection } from '../../../shared/components/panel';
import { TableScroll } from '../../../shared/components/table-scroll';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  creatingDeployToken,
  deployTokenSecretClosed,
  revokingDeployToken,
  selectReleases,
} from '../store/releases.slice';
import { ago, fullDate } from './release-texts';

/**
 * Deploy tokens (docs/behaviour.md#releases): each releases one remote. Listed without their
 * secret; a new token's secret is shown once, in a dialog of its own.
 */
export function DeployTokens({ onRetry }: { onRetry: () => void }) {
  const dispatch = useDispatch();
  const { tokens, creatingToken, revokingToken, created } = useSelector(selectReleases);
  const createDialog = useDialog();
  const revokeDialog = useDialog<DeployToken>();
  const { errors, check, clear } = useFormErrors({
    remote: rule.required('Choose the remote it releases'),
    label: rule.required('Enter a label, e.g. the team or the CI that uses it'),
  });
  useOnChange(creatingToken.done, createDialog.hide);
  useOnChange(revokingToken.done, revokeDialog.hide);

  return (
    <PanelSection
      title="Deploy tokens"
      actions={
        <Button aria-haspopup="dialog" onClick={() => createDialog.show()}>
          Create token
        </Button>
      }
    >
      <ListStatus
        list={tokens}
        what="deploy tokens"
        emptyMessage="No deploy tokens yet"
        onRetry={onRetry}
      >
        {(items) => (
          <TableScroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">Label</th>
                  <th scope="col">Remote</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((token) => (
                  <tr key={token.id}>
                    <th scope="row">{token.label}</th>
                    <td>{token.remote}</td>
                    <td>
                      <Age iso={token.created_at} /> by {token.created_by}
                    </td>
                    <td>{token.last_used_at ? <Age iso={token.last_used_at} /> : 'Never'}</td>
                    <td>
                      {token.revoked_at ? (
                        <>
                          Revoked <Age iso={token.revoked_at} />
                        </>
                      ) : (
                        'Active'
                      )}
                    </td>
                    <td>
                      {!token.revoked_at && (
                        <Button
                          variant="danger"
                          aria-haspopup="dialog"
                          aria-label={`Revoke ${token.label}`}
                          onClick={() => revokeDialog.show(token)}
                        >
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </ListStatus>

      <FormModal
        key={createDialog.key}
        open={createDialog.open}
        title="Create a deploy token"
        onClose={createDialog.hide}
        busy={creatingToken.busy}
        busyLabel="Creating ..."
        submitLabel="Create token"
        onSubmit={(form) => {
          const values = check(form);
          if (!values) return;
          dispatch(
            creatingDeployToken.start({ remote: values.remote as RemoteName, label: values.label }),
          );
        }}
      >
        <Field
          as="select"
          label="Remote"
          name="remote"
          defaultValue=""
          hint="A token releases this remote only."
          error={errors.remote}
          onChange={() => clear('remote')}
        >
          <option value="" disabled>
            Choose a remote
          </option>
          {REMOTE_NAMES.map((remote) => (
            <option key={remote} value={remote}>
              {remote}
            </option>
          ))}
        </Field>
        <Field
          label="Label"
          name="label"
          maxLength={100}
          hint="Who uses it: 'blog team CI', say."
          error={errors.label}
          onChange={() => clear('label')}
        />
      </FormModal>

      <ConfirmDialog
        open={revokeDialog.open}
        title={`Revoke the deploy token '${revokeDialog.subject?.label ?? ''}' for ${revokeDialog.subject?.remote ?? ''}?`}
        confirmLabel="Revoke"
        busy={revokingToken.busy}
        onCancel={revokeDialog.hide}
        onConfirm={() => {
          if (revokeDialog.subject)
            dispatch(revokingDeployToken.start({ id: revokeDialog.subject.id }));
        }}
      >
        <p>Releases with it are refused from now on. This cannot be undone.</p>
      </ConfirmDialog>

      <SecretDialog
        token={created?.token ?? null}
        secret={created?.secret ?? null}
        onClose={() => dispatch(deployTokenSecretClosed())}
      />
    </PanelSection>
  );
}

function Age({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDate(iso)}>
      {ago(iso)}
    </time>
  );
}

/** The new token's secret, shown this once, with a Copy button. */
function SecretDialog({
  token,
  secret,
  onClose,
}: {
  token: DeployToken | null;
  secret: string | null;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    input.current?.select();
    const done = () => setCopied('yes');
    const failed = () => setCopied('failed');
    if (!secret || typeof navigator.clipboard === 'undefined') return failed();
    navigator.clipboard.writeText(secret).then(done, failed);
  };
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Modal
      open={secret !== null}
      title={`Deploy token for ${token?.remote ?? ''}`}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={copy}>
            Copy
          </Button>
          <Button onClick={close}>Done</Button>
        </>
      }
    >
      <Warning role="alert">
        Copy this token now: it will not be shown again. Anyone holding it can release the{' '}
        {token?.remote} remote.
      </Warning>
      <SecretRow>
        <label htmlFor="deploy-token-secret">Token '{token?.label}'</label>
        <input
          id="deploy-token-secret"
          ref={input}
          readOnly
          value={secret ?? ''}
          onFocus={(event) => event.currentTarget.select()}
        />
      </SecretRow>
      <p aria-live="polite">
        {copied === 'yes' && 'Copied to the clipboard.'}
        {copied === 'failed' && 'Could not copy: select the token and copy it yourself.'}
      </p>
    </Modal>
  );
}

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const SecretRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
