import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { selectAuth, useDispatch, useSelector } from 'shared-data';
import type { RemoteReleases } from 'shared-data/contract';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { CardGrid, ListStatus, Panel, PanelSection } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useAutoRefresh } from '../../../shared/hooks/use-auto-refresh';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  loadingDeployTokens,
  loadingReleases,
  promotingCanary,
  releasesRefreshed,
  rollingBack,
  selectReleases,
  withdrawingCanary,
} from '../store/releases.slice';
import { DeployTokens } from './deploy-tokens';
import { RemoteCard } from './remote-card';
import { ago, previousLive, releaseSummary } from './release-texts';

/** How often the section asks again while it is open and its tab is visible. */
const RELEASES_REFRESH_MS = 10_000;

type Change = { kind: 'promote' | 'withdraw' | 'rollback'; releases: RemoteReleases };

/**
 * Releases (docs/behaviour.md#releases), for administrators: each remote's live and canary
 * versions, Promote, Roll back and Withdraw canary, and the deploy tokens. It asks again every
 * 10 s while it is open and the tab is visible; what is on show stays while it does.
 */
export function ReleasesSection() {
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  return (
    <Panel title="Releases">
      {isAdmin ? <Releases /> : <Note>Only administrators can manage releases.</Note>}
    </Panel>
  );
}

function Releases() {
  const dispatch = useDispatch();
  const { remotes, thresholds, changing } = useSelector(selectReleases);
  const loadReleases = useListLoad(loadingReleases);
  const loadTokens = useListLoad(loadingDeployTokens);
  const refresh = useCallback(() => dispatch(releasesRefreshed()), [dispatch]);
  useAutoRefresh(refresh, RELEASES_REFRESH_MS);

  const dialog = useDialog<Change>();
  const [target, setTarget] = useState('');
  useOnChange(changing.done, dialog.hide);
  const open = (kind: Change['kind'], releases: RemoteReleases) => {
    if (kind === 'rollback') setTarget(previousLive(releases) ?? '');
    dialog.show({ kind, releases });
  };

  return (
    <>
      {remotes.status === 'loaded' && remotes.items.length > 0 && (
        <PanelSection title="At a glance">
          <Glance>
            {remotes.items.map((releases) => (
              <li key={releases.remote}>{releaseSummary(releases)}</li>
            ))}
          </Glance>
        </PanelSection>
      )}
      {thresholds && (
        <Note>
          A canary is withdrawn automatically when more than{' '}
          {Math.round(thresholds.maxFailureShare * 1000) / 10}% of at least {thresholds.minLoads}{' '}
          distinct visitors could not load it.
        </Note>
      )}
      <PanelSection title="Remotes">
        <ListStatus
          list={remotes}
          what="releases"
          emptyMessage="No remote is registered"
          onRetry={loadReleases}
        >
          {(items) => (
            <CardGrid>
              {items.map((releases) => (
                <li key={releases.remote}>
                  <RemoteCard
                    releases={releases}
                    busy={changing.busy}
                    onPromote={() => open('promote', releases)}
                    onWithdraw={() => open('withdraw', releases)}
                    onRollback={() => open('rollback', releases)}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </ListStatus>
      </PanelSection>
      <DeployTokens onRetry={loadTokens} />
      {dialog.subject && (
        <ChangeDialog
          key={dialog.key}
          change={dialog.subject}
          open={dialog.open}
          busy={changing.busy}
          target={target}
          onTarget={setTarget}
          onCancel={dialog.hide}
          onConfirm={() => {
            const { kind, releases } = dialog.subject as Change;
            const { remote } = releases;
            if (kind === 'promote') dispatch(promotingCanary.start({ remote }));
            else if (kind === 'withdraw') dispatch(withdrawingCanary.start({ remote }));
            else if (target) dispatch(rollingBack.start({ remote, version: target }));
          }}
        />
      )}
    </>
  );
}

function ChangeDialog({
  change: { kind, releases },
  open,
  busy,
  target,
  onTarget,
  onCancel,
  onConfirm,
}: {
  change: Change;
  open: boolean;
  busy: boolean;
  target: string;
  onTarget: (version: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { remote, live, canary, canary_percent } = releases;
  const liveName = live ?? 'no version';
  if (kind === 'promote')
    return (
      <ConfirmDialog
        open={open}
        busy={busy}
        title={`Make ${remote} ${canary ?? ''} live in place of ${liveName}?`}
        confirmLabel="Promote"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>
          Every visitor gets {canary} on their next visit, not only its {canary_percent}%.
        </p>
      </ConfirmDialog>
    );
  if (kind === 'withdraw')
    return (
      <ConfirmDialog
        open={open}
        busy={busy}
        title={`Withdraw the ${remote} canary ${canary ?? ''}?`}
        confirmLabel="Withdraw canary"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>Its visitors get the live version, {liveName}, on their next visit.</p>
      </ConfirmDialog>
    );
  const choices = releases.versions.filter((version) => version.version !== live);
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={`Roll ${remote} back from ${liveName} to ${target}?`}
      confirmLabel="Roll back"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Choice>
        <label htmlFor="rollback-version">Version to make live</label>
        <select
          id="rollback-version"
          value={target}
          onChange={(event) => onTarget(event.target.value)}
        >
          {choices.map((version) => (
            <option key={version.version} value={version.version}>
              {version.version} — released {ago(version.released_at)} by {version.released_by}
            </option>
          ))}
        </select>
      </Choice>
      <p>Every visitor gets it on their next visit{canary ? '; the canary stays' : ''}.</p>
    </ConfirmDialog>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Glance = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[4]};
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  select {
    padding: ${({ theme }) => theme.space[2]};
    font: inherit;
  }
`;
