import { useId } from 'react';
import styled from 'styled-components';
import { sitePath, useDispatch, useSelector, type ManagedBlog } from 'shared-data';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { Button, Card, LinkButton, useNavigate } from 'shared-ui';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { SwahiliMissing } from '../../../shared/components/two-language-field';
import { postSwahiliGaps } from '../../../shared/two-languages';
import { CardGrid, ListStatus, Panel } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { emptyText, ListTools, Pager } from '../../../shared/components/paged-list';
import { usePagedList } from '../../../shared/hooks/use-page-request';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  blogSelected,
  deletingBlog,
  retrievingBlogPage,
  selectBlogPage,
  selectMutation,
  type BlogsState,
} from '../store/blogs.slice';
import { workingVersion } from '../store/editor.slice';
import { AddBlogModal } from './blog-modals';
import { BLOG_TEXTS, EDITOR_TEXTS } from './blog-texts';
import { StatusBadge } from './publishing-panel';

const STATUSES = ['draft', 'scheduled', 'published'] as const;
const FILTER = { label: BLOG_TEXTS.statusFilter, options: BLOG_TEXTS.statusOptions };

type State = { dashboardBlogs: BlogsState };

/**
 * The dashboard's Blog section (docs/behaviour.md#dashboard): the blogs as cards with View and
 * Delete, newest first, a page at a time with search kept in the URL; Add Blog beside the title
 * once there are blogs, and the empty state's own Add Blog before.
 */
export function BlogSection() {
  const dispatch = useDispatch();
  const list = useSelector(selectBlogPage);
  const deleting = useSelector((state: State) => selectMutation(state, 'deleting'));
  const adding = useDialog();
  const confirm = useDialog<ManagedBlog>();
  useOnChange(deleting.done, confirm.hide);
  // A post Add Blog created opens in the editor.
  const navigate = useNavigate();
  const creating = useSelector((state: State) => selectMutation(state, 'creating'));
  const created = useSelector((state: State) => state.dashboardBlogs.editor.created);
  useOnChange(creating.done, () => {
    if (created) void navigate(sitePath(DASHBOARD_ROUTES.editBlog, { blog_id: created }));
  });

  // Each visit refreshes the page; what is shown stays while it does.
  const { request, change, load } = usePagedList(retrievingBlogPage, list, STATUSES);

  const addBlog = <Button onClick={() => adding.show()}>{BLOG_TEXTS.addBlog}</Button>;
  // A search or filter that finds nothing still has blogs behind it.
  const searching = Boolean(request.q) || Boolean(request.status);

  return (
    <Panel
      title={BLOG_TEXTS.sectionTitle}
      actions={list.items.length > 0 || searching ? addBlog : undefined}
    >
      <ListTools
        list={list}
        request={request}
        onChange={change}
        searchLabel={BLOG_TEXTS.search}
        filter={FILTER}
        noun={['blog', 'blogs']}
      />
      <ListStatus
        list={list}
        what={BLOG_TEXTS.what}
        emptyMessage={emptyText(list, 'blogs', BLOG_TEXTS.empty)}
        emptyAction={searching ? undefined : addBlog}
        onRetry={load}
      >
        {(blogs) => (
          <CardGrid>
            {blogs.map((blog) => (
              <li key={blog.blog_id}>
                <BlogCard
                  blog={blog}
                  onView={() => dispatch(blogSelected(blog.blog_id))}
                  onDelete={() => confirm.show(blog)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </ListStatus>
      <Pager list={list} onPage={(page) => change({ page })} label={BLOG_TEXTS.pages} />
      <AddBlogModal key={adding.key} open={adding.open} onClose={adding.hide} />
      <ConfirmDialog
        open={confirm.open}
        title={BLOG_TEXTS.confirmDeleteBlog(confirm.subject?.title ?? '')}
        confirmLabel={BLOG_TEXTS.delete}
        busy={deleting.busy}
        onCancel={confirm.hide}
        onConfirm={() => {
          if (confirm.subject) dispatch(deletingBlog.start({ blog_id: confirm.subject.blog_id }));
        }}
      />
    </Panel>
  );
}

interface BlogCardProps {
  blog: ManagedBlog;
  onView: () => void;
  onDelete: () => void;
}

/**
 * A blog's card: its image and title, and what its text (as staff edit it) lacks in Kiswahili;
 * the buttons are described by the title they act on.
 */
function BlogCard({ blog, onView, onDelete }: BlogCardProps) {
  const titleId = useId();
  return (
    <Card
      title={<span id={titleId}>{blog.title}</span>}
      headingLevel={2}
      image={blog.image ?? undefined}
      imageAlt={BLOG_TEXTS.coverAlt(blog.title)}
      imageAspectRatio="16 / 9"
      action={
        <Actions>
          <StatusBadge blog={blog} />
          <SwahiliMissing missing={postSwahiliGaps(workingVersion(blog))} />
          <LinkButton
            to={sitePath(DASHBOARD_ROUTES.viewBlog, { blog_id: blog.blog_id })}
            onClick={onView}
            aria-describedby={titleId}
          >
            {BLOG_TEXTS.view}
          </LinkButton>
          <LinkButton
            variant="secondary"
            to={sitePath(DASHBOARD_ROUTES.editBlog, { blog_id: blog.blog_id })}
            aria-describedby={titleId}
          >
            {EDITOR_TEXTS.edit}
          </LinkButton>
          <Button variant="danger" onClick={onDelete} aria-describedby={titleId}>
            {BLOG_TEXTS.delete}
          </Button>
        </Actions>
      }
    />
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
