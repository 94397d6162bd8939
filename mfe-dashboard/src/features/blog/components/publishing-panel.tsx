import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useDispatch, useSelector, type BlogRevision, type ManagedBlog } from 'shared-data';
import { clinicInstant, formatClinic } from 'shared-data/contract/booking';
import { Button, Spinner } from 'shared-ui';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { PanelSection } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  discardingChanges,
  publishingBlog,
  restoringRevision,
  retrievingPreview,
  retrievingRevisions,
  selectMutation,
  selectPreview,
  selectRevisions,
  settingBlogStatus,
  type BlogsState,
} from '../store/blogs.slice';
import { BLOG_TEXTS } from './blog-texts';

type State = { dashboardBlogs: BlogsState };

/** An instant in the clinic's time, '1 Dec 2026, 08:00'. */
export const clinicWhen = (instant: string) => formatClinic(instant, 'd MMM yyyy, HH:mm');

/** The status of a post in words: the badge of its card and of its page. */
export function statusText(blog: ManagedBlog): string {
  if (blog.status === 'scheduled' && blog.publish_at) {
    return BLOG_TEXTS.scheduledFor(clinicWhen(blog.publish_at));
  }
  return BLOG_TEXTS.statusNames[blog.status];
}

export function StatusBadge({ blog }: { blog: ManagedBlog }) {
  return (
    <Badges>
      <Badge $status={blog.status}>{statusText(blog)}</Badge>
      {blog.pending && <Badge $status="pending">{BLOG_TEXTS.pendingChanges}</Badge>}
    </Badges>
  );
}

/**
 * A post's publishing (docs/behaviour.md#publishing): its status, and Publish now, Schedule,
 * Cancel schedule, Unpublish, Publish changes and Discard changes as its status allows; the
 * preview as visitors will see it, and the history of what was published.
 */
export function PublishingPanel({ blog }: { blog: ManagedBlog }) {
  const dispatch = useDispatch();
  const busy = useSelector((state: State) =>
    (['settingStatus', 'publishing', 'discarding'] as const).some(
      (key) => selectMutation(state, key).busy,
    ),
  );
  const unpublishing = useDialog();
  const discarding = useDialog();
  const settled = useSelector((state: State) => selectMutation(state, 'settingStatus').done);
  const discarded = useSelector((state: State) => selectMutation(state, 'discarding').done);
  useOnChange(settled, unpublishing.hide);
  useOnChange(discarded, discarding.hide);
  const [view, setView] = useState<'none' | 'preview' | 'history'>('none');
  const id = blog.blog_id;

  const setStatus = (status: ManagedBlog['status'], publishAt?: string) =>
    dispatch(
      settingBlogStatus.start({
        blog_id: id,
        status,
        ...(publishAt ? { publish_at: publishAt } : {}),
      }),
    );

  return (
    <PanelSection title={BLOG_TEXTS.publishingTitle}>
      <p role="status">
        <StatusBadge blog={blog} />
        {blog.status === 'published' && blog.published_at && (
          <Muted> {BLOG_TEXTS.publishedOn(clinicWhen(blog.published_at))}</Muted>
        )}
      </p>
      <Row>
        {blog.status !== 'published' && (
          <Button disabled={busy} onClick={() => dispatch(publishingBlog.start({ blog_id: id }))}>
            {BLOG_TEXTS.publishNow}
          </Button>
        )}
        {blog.status === 'scheduled' && (
          <Button variant="secondary" disabled={busy} onClick={() => setStatus('draft')}>
            {BLOG_TEXTS.cancelSchedule}
          </Button>
        )}
        {blog.status === 'published' && blog.pending && (
          <>
            <Button disabled={busy} onClick={() => dispatch(publishingBlog.start({ blog_id: id }))}>
              {BLOG_TEXTS.publishChanges}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => discarding.show()}>
              {BLOG_TEXTS.discardChanges}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          aria-expanded={view === 'preview'}
          onClick={() => setView(view === 'preview' ? 'none' : 'preview')}
        >
          {BLOG_TEXTS.preview}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={view === 'history'}
          onClick={() => setView(view === 'history' ? 'none' : 'history')}
        >
          {BLOG_TEXTS.history}
        </Button>
        {blog.status === 'published' && (
          <Button variant="danger" disabled={busy} onClick={() => unpublishing.show()}>
            {BLOG_TEXTS.unpublish}
          </Button>
        )}
      </Row>
      {blog.status !== 'published' && (
        <ScheduleForm
          busy={busy}
          current={blog.publish_at}
          onSchedule={(at) => setStatus('scheduled', at)}
        />
      )}
      {view === 'preview' && <PreviewPane blog={blog} onClose={() => setView('none')} />}
      {view === 'history' && <HistoryPane blog={blog} />}
      <ConfirmDialog
        open={unpublishing.open}
        title={BLOG_TEXTS.confirmUnpublish(blog.title)}
        confirmLabel={BLOG_TEXTS.unpublish}
        busy={busy}
        onCancel={unpublishing.hide}
        onConfirm={() => setStatus('draft')}
      />
      <ConfirmDialog
        open={discarding.open}
        title={BLOG_TEXTS.confirmDiscard}
        confirmLabel={BLOG_TEXTS.discardChanges}
        busy={busy}
        onCancel={discarding.hide}
        onConfirm={() => dispatch(discardingChanges.start({ blog_id: id }))}
      />
    </PanelSection>
  );
}

/** The date and time a post goes out, in the clinic's time (UTC+3, whatever the device's). */
function ScheduleForm({
  busy,
  current,
  onSchedule,
}: {
  busy: boolean;
  current: string | null;
  onSchedule: (at: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(current ? formatClinic(current, "yyyy-MM-dd'T'HH:mm") : '');
  const [error, setError] = useState(false);
  return (
    <Schedule
      onSubmit={(event) => {
        event.preventDefault();
        const [day = '', time = ''] = value.split('T');
        const at = value ? clinicInstant(day, time.slice(0, 5)) : null;
        if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
          setError(true);
          return;
        }
        setError(false);
        onSchedule(at.toISOString());
      }}
    >
      <label htmlFor={inputId}>{BLOG_TEXTS.scheduleLabel}</label>
      <input
        id={inputId}
        type="datetime-local"
        value={value}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {BLOG_TEXTS.schedule}
      </Button>
      {error && (
        <ErrorText id={errorId} role="alert">
          {BLOG_TEXTS.scheduleMissing}
        </ErrorText>
      )}
    </Schedule>
  );
}

/**
 * The post rendered by the server as visitors will see it (its pending version for a published
 * post), in a frame that runs no script, at a phone's width or the full width.
 */
function PreviewPane({ blog, onClose }: { blog: ManagedBlog; onClose: () => void }) {
  const dispatch = useDispatch();
  const preview = useSelector(selectPreview);
  const [phone, setPhone] = useState(true);
  const version = blog.pending?.saved_at ?? blog.updatedAt;
  useEffect(() => {
    dispatch(retrievingPreview.start({ blog_id: blog.blog_id }));
  }, [dispatch, blog.blog_id, version]);
  const shown = preview.blog_id === blog.blog_id ? preview : null;
  return (
    <Pane aria-label={BLOG_TEXTS.previewTitle(blog.title)}>
      <Row role="group" aria-label={BLOG_TEXTS.preview}>
        <Button variant="secondary" aria-pressed={phone} onClick={() => setPhone(true)}>
          {BLOG_TEXTS.phoneWidth}
        </Button>
        <Button variant="secondary" aria-pressed={!phone} onClick={() => setPhone(false)}>
          {BLOG_TEXTS.fullWidth}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {BLOG_TEXTS.closePreview}
        </Button>
      </Row>
      {shown?.failed && !shown.html ? (
        <p role="alert">{BLOG_TEXTS.previewFailed}</p>
      ) : shown?.html ? (
        <Frame
          title={BLOG_TEXTS.previewTitle(blog.title)}
          // No script runs in it: the page as rendered, with the site's styles.
          sandbox=""
          srcDoc={shown.html}
          $phone={phone}
        />
      ) : (
        <Spinner label={BLOG_TEXTS.previewLoading} />
      )}
    </Pane>
  );
}

/** The text of a version, one line per block, for the comparison. */
const linesOf = (version: Pick<ManagedBlog, 'title' | 'paragraphs' | 'image'>) => [
  version.title,
  ...version.paragraphs.map(
    (p) => `${p.content_type}: ${p.content ?? ''}${p.image ? ' [image]' : ''}`,
  ),
];

/** What was published, newest first, each comparable with the current text and restorable. */
function HistoryPane({ blog }: { blog: ManagedBlog }) {
  const dispatch = useDispatch();
  const revisions = useSelector(selectRevisions);
  const restoring = useSelector((state: State) => selectMutation(state, 'restoring'));
  const [compared, setCompared] = useState<string | null>(null);
  const load = useCallback(() => {
    dispatch(retrievingRevisions.start({ blog_id: blog.blog_id }));
  }, [dispatch, blog.blog_id]);
  useEffect(load, [load]);
  const list = revisions.blog_id === blog.blog_id ? revisions : null;
  const current = blog.pending ?? blog;
  return (
    <Pane aria-label={BLOG_TEXTS.historyTitle}>
      <h3>{BLOG_TEXTS.historyTitle}</h3>
      {!list || (list.status === 'loading' && list.items.length === 0) ? (
        <Spinner label={BLOG_TEXTS.loadingHistory} />
      ) : list.status === 'failed' ? (
        <p role="alert">
          {BLOG_TEXTS.previewFailed}{' '}
          <Button variant="secondary" onClick={load}>
            {BLOG_TEXTS.retry}
          </Button>
        </p>
      ) : list.items.length === 0 ? (
        <p>{BLOG_TEXTS.noHistory}</p>
      ) : (
        <Revisions>
          {list.items.map((revision) => (
            <li key={revision.revision_id}>
              <RevisionLine>
                <span>
                  <strong>{revision.title}</strong>{' '}
                  <Muted>
                    {BLOG_TEXTS.revisionBy(
                      clinicWhen(revision.published_at),
                      revision.published_by,
                    )}
                  </Muted>
                </span>
                <Button
                  variant="secondary"
                  aria-expanded={compared === revision.revision_id}
                  onClick={() =>
                    setCompared(compared === revision.revision_id ? null : revision.revision_id)
                  }
                >
                  {compared === revision.revision_id
                    ? BLOG_TEXTS.hideComparison
                    : BLOG_TEXTS.compare}
                </Button>
                <Button
                  variant="secondary"
                  disabled={restoring.busy}
                  onClick={() =>
                    dispatch(
                      restoringRevision.start({
                        blog_id: blog.blog_id,
                        revision_id: revision.revision_id,
                      }),
                    )
                  }
                >
                  {BLOG_TEXTS.restore}
                </Button>
              </RevisionLine>
              {compared === revision.revision_id && (
                <Comparison revision={revision} current={current} />
              )}
            </li>
          ))}
        </Revisions>
      )}
    </Pane>
  );
}

/** The revision and the current text side by side, line by line, changed lines marked. */
function Comparison({
  revision,
  current,
}: {
  revision: BlogRevision;
  current: Pick<ManagedBlog, 'title' | 'paragraphs' | 'image'>;
}) {
  const before = linesOf(revision);
  const after = linesOf(current);
  const rows = Array.from({ length: Math.max(before.length, after.length) }, (_, i) => ({
    before: before[i] ?? '',
    after: after[i] ?? '',
  }));
  return (
    <Table>
      <caption>{BLOG_TEXTS.comparisonTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{BLOG_TEXTS.thisVersion}</th>
          <th scope="col">{BLOG_TEXTS.currentText}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const changed = row.before !== row.after;
          return (
            <Line key={index} $changed={changed}>
              <td>{row.before}</td>
              <td>
                {row.after}
                {changed && <VisuallyHidden> ({BLOG_TEXTS.changed})</VisuallyHidden>}
              </td>
            </Line>
          );
        })}
      </tbody>
    </Table>
  );
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Badge = styled.span<{ $status: ManagedBlog['status'] | 'pending' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${({ $status, theme }) =>
    $status === 'published'
      ? theme.colors.primary
      : $status === 'pending'
        ? theme.colors.danger
        : theme.colors.text};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Schedule = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Pane = styled.section`
  margin: ${({ theme }) => theme.space[3]} 0;
`;

const Frame = styled.iframe<{ $phone: boolean }>`
  display: block;
  width: ${({ $phone }) => ($phone ? '375px' : '100%')};
  max-width: 100%;
  height: 640px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
`;

const Revisions = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  & > li {
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RevisionLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  & > span {
    flex: 1 1 16rem;
  }
`;

const Table = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};
  border-collapse: collapse;
  table-layout: fixed;
  caption {
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 4px 8px;
    vertical-align: top;
    text-align: left;
    overflow-wrap: anywhere;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Line = styled.tr<{ $changed: boolean }>`
  background: ${({ $changed }) => ($changed ? '#fff4d6' : 'transparent')};
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
