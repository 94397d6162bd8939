import styled from 'styled-components';
import { Button, cardSurface } from 'shared-ui';
import type { ReleaseHistoryEntry, ReleaseVersion, RemoteReleases } from 'shared-data/contract';
import { ago, failureText, fullDate, kilobytes, sizeChange } from './release-texts';

export interface RemoteCardProps {
  releases: RemoteReleases;
  /** Buttons wait while a change is on its way. */
  busy: boolean;
  onPromote: () => void;
  onRollback: () => void;
  onWithdraw: () => void;
}

/**
 * One remote (docs/behaviour.md#releases): its live and canary versions with their age,
 * releaser and failure share, the actions that apply, and its history, newest first.
 */
export function RemoteCard({ releases, busy, onPromote, onRollback, onWithdraw }: RemoteCardProps) {
  const { remote, live, canary } = releases;
  const version = (id: string | null) => releases.versions.find((v) => v.version === id);
  const canRollBack = releases.versions.some((v) => v.version !== live);
  const headingId = `release-${remote}`;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{remote}</h3>
      {releases.fixed_url && (
        <Note>
          Fixed by REMOTE_{remote.toUpperCase()}_URL: every visitor gets {releases.fixed_url},
          whatever is live here.
        </Note>
      )}
      <Facts>
        <VersionFacts
          label="Live"
          version={version(live)}
          id={live}
          since={releases.live_since}
          empty="No version registered yet"
        />
        <VersionFacts
          label={canary ? `Canary (${releases.canary_percent ?? 0}% of visitors)` : 'Canary'}
          version={version(canary)}
          id={canary}
          since={releases.canary_since}
          empty="No canary"
        />
      </Facts>
      <Actions>
        {canary && (
          <>
            <Button onClick={onPromote} disabled={busy} aria-haspopup="dialog">
              Promote
            </Button>
            <Button variant="danger" onClick={onWithdraw} disabled={busy} aria-haspopup="dialog">
              Withdraw canary
            </Button>
          </>
        )}
        {canRollBack && (
          <Button variant="secondary" onClick={onRollback} disabled={busy} aria-haspopup="dialog">
            Roll back
          </Button>
        )}
      </Actions>
      <Sizes releases={releases} />
      <History entries={releases.history} />
    </Card>
  );
}

function VersionFacts({
  label,
  version,
  id,
  since,
  empty,
}: {
  label: string;
  version: ReleaseVersion | undefined;
  id: string | null;
  since: string | null;
  empty: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      {id === null ? (
        <dd>{empty}</dd>
      ) : (
        <dd>
          <Version>{id}</Version>
          {since && (
            <>
              {' '}
              since{' '}
              <time dateTime={since} title={fullDate(since)}>
                {ago(since)}
              </time>
            </>
          )}
          {version && (
            <>
              <br />
              released by {version.released_by}
              {version.commit && <> from {version.commit.slice(0, 10)}</>}
              <br />
              {failureText(version.loads, version.failures)}
            </>
          )}
        </dd>
      )}
    </div>
  );
}

/**
 * Each version's size (the gzip bytes a first visit to the remote's routes loads from it,
 * measured by the server) beside the change from the version released before it, newest first,
 * against the remote's budget.
 */
function Sizes({ releases }: { releases: RemoteReleases }) {
  const { remote, versions, budget_bytes: budget } = releases;
  if (versions.length === 0) return null;
  const headingId = `release-${remote}-sizes`;
  return (
    <section aria-labelledby={headingId}>
      <SizesHeading id={headingId}>First-visit size (gzip)</SizesHeading>
      <Note>
        {budget === null
          ? 'No budget set: the next release that declares one sets it.'
          : `Budget: ${kilobytes(budget)}. A version over it cannot go live or canary.`}
      </Note>
      <SizeList>
        {versions.map((version, i) => {
          const size = version.first_visit_bytes;
          const previous = versions[i + 1];
          const before = previous?.first_visit_bytes ?? null;
          const mark =
            version.version === releases.live
              ? ' (live)'
              : version.version === releases.canary
                ? ' (canary)'
                : '';
          return (
            <li key={version.version}>
              <Version>{version.version}</Version>
              {mark}:{' '}
              {size === null ? (
                'size not measured'
              ) : (
                <>
                  {kilobytes(size)}
                  {previous && before !== null && (
                    <>
                      {' '}
                      ({sizeChange(size, before)}
                      <span className="visually-hidden"> from {previous.version}</span>)
                    </>
                  )}
                  {budget !== null && size > budget && <strong> over the budget</strong>}
                </>
              )}
            </li>
          );
        })}
      </SizeList>
    </section>
  );
}

const ACTIONS: Record<ReleaseHistoryEntry['action'], string> = {
  register: 'registered',
  live: 'made live',
  canary: 'made the canary',
  promote: 'promoted to live',
  rollback: 'rolled back to',
  withdraw: 'canary withdrawn',
};

function describe(entry: ReleaseHistoryEntry): string {
  const parts = [`${ACTIONS[entry.action]} ${entry.version ?? ''}`.trim()];
  if (entry.percent !== null) parts.push(`for ${entry.percent}% of visitors`);
  if (entry.previous_version) parts.push(`(was ${entry.previous_version})`);
  parts.push(`by ${entry.actor}`);
  if (entry.loads !== null && entry.failures !== null)
    parts.push(`— ${failureText(entry.loads, entry.failures)}`);
  if (entry.detail) parts.push(`— ${entry.detail}`);
  return parts.join(' ');
}

function History({ entries }: { entries: readonly ReleaseHistoryEntry[] }) {
  if (entries.length === 0) return <Note>No history yet</Note>;
  return (
    <details>
      <summary>History ({entries.length})</summary>
      <HistoryList>
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at} title={fullDate(entry.at)}>
              {ago(entry.at)}
            </time>
            : {describe(entry)}
          </li>
        ))}
      </HistoryList>
    </details>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  h3 {
    margin: 0;
    font-size: 1.25rem;
    text-transform: capitalize;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Version = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const SizesHeading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: 1rem;
`;

const SizeList = styled.ol`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  strong {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const HistoryList = styled.ol`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
