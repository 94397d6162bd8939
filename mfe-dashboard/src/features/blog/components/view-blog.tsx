import { useCallback, useEffect } from 'react';
import styled from 'styled-components';
import { sitePath, useDispatch, useSelector, type ManagedBlog, type Paragraph } from 'shared-data';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { Button, EmptyState, Link, LinkButton, ResponsiveImage, useParams } from 'shared-ui';
import { BlogParagraph } from 'shared-ui/blog';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ListStatus, Panel } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  blogSelected,
  deletingParagraph,
  retrievingBlog,
  selectBlog,
  selectMutation,
  selectViewedBlog,
  type BlogsState,
} from '../store/blogs.slice';
import { UpdateBlogModal } from './blog-modals';
import { BLOG_TEXTS, EDITOR_TEXTS } from './blog-texts';
import { ContentModal } from './content-modal';
import { PublishingPanel } from './publishing-panel';

type State = { dashboardBlogs: BlogsState };

/**
 * ViewBlog (docs/behaviour.md#dashboard), at /dashboard/blog/{blog_id}: the selected blog as the
 * public site shows it, with its Update, Add Content and per-paragraph Update/Delete Content.
 * It loads its blog (GET blog/{blog_id}) each time it opens, so any blog shows, whatever page
 * the Blogs section is on; a blog from that page shows at once meanwhile. A blog the server
 * does not know asks for a selection.
 */
export function ViewBlog() {
  const { blog_id: blogId } = useParams();
  const dispatch = useDispatch();
  const viewed = useSelector(selectViewedBlog);
  const blog = useSelector((state: State) => selectBlog(state, blogId));
  // Until this blog is asked for, what is held is another's: it is loading, not missing.
  const list = viewed.blog_id === blogId ? viewed : { ...viewed, status: 'loading' as const };

  // Selecting a blog stores it; the URL names the selection.
  useEffect(() => {
    dispatch(blogSelected(blogId ?? null));
  }, [blogId, dispatch]);
  const load = useCallback(() => {
    if (blogId) dispatch(retrievingBlog.start({ blog_id: blogId }));
  }, [blogId, dispatch]);
  useEffect(load, [load]);

  return (
    <>
      <Back to={DASHBOARD_ROUTES.blog}>
        <span aria-hidden="true">← </span>
        {BLOG_TEXTS.backToBlogs}
      </Back>
      {blog ? (
        <BlogView blog={blog} />
      ) : (
        <Panel title={BLOG_TEXTS.viewTitle}>
          <ListStatus
            list={list}
            what={BLOG_TEXTS.what}
            emptyMessage={BLOG_TEXTS.noSelection}
            emptyAction={<GoBack />}
            onRetry={load}
          >
            {() => <EmptyState message={BLOG_TEXTS.noSelection} action={<GoBack />} />}
          </ListStatus>
        </Panel>
      )}
    </>
  );
}

function GoBack() {
  return (
    <LinkButton to={DASHBOARD_ROUTES.blog} variant="secondary">
      {BLOG_TEXTS.goBack}
    </LinkButton>
  );
}

function BlogView({ blog }: { blog: ManagedBlog }) {
  const dispatch = useDispatch();
  const deleting = useSelector((state: State) => selectMutation(state, 'deletingContent'));
  const updatingBlog = useDialog();
  const content = useDialog<Paragraph | null>();
  const confirm = useDialog<Paragraph>();
  useOnChange(deleting.done, confirm.hide);

  return (
    <Panel
      title={blog.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => updatingBlog.show()}>
            {BLOG_TEXTS.update}
          </Button>
          <Button onClick={() => content.show(null)}>{BLOG_TEXTS.addContent}</Button>
          <LinkButton to={sitePath(DASHBOARD_ROUTES.editBlog, { blog_id: blog.blog_id })}>
            {EDITOR_TEXTS.openEditor}
          </LinkButton>
        </>
      }
    >
      <PublishingPanel blog={blog} />
      <Reading>
        <BlogId>{BLOG_TEXTS.blogId(blog.blog_id)}</BlogId>
        {blog.image && (
          <Cover>
            <ResponsiveImage
              src={blog.image}
              srcSet={blog.image_srcset}
              sizes="(min-width: 768px) 736px, 100vw"
              alt={BLOG_TEXTS.coverAlt(blog.title)}
              eager
              aspectRatio="16 / 9"
            />
          </Cover>
        )}
        {blog.paragraphs.length === 0 ? (
          <EmptyState message={BLOG_TEXTS.noContent} />
        ) : (
          blog.paragraphs.map((paragraph, index) => (
            <Content
              key={paragraph.paragraph_id}
              aria-label={BLOG_TEXTS.contentRegion(index + 1, paragraph.content_type)}
            >
              <BlogParagraph paragraph={paragraph} />
              <ContentActions>
                <Button variant="secondary" onClick={() => content.show(paragraph)}>
                  {BLOG_TEXTS.updateContent}
                </Button>
                <Button variant="danger" onClick={() => confirm.show(paragraph)}>
                  {BLOG_TEXTS.deleteContent}
                </Button>
              </ContentActions>
            </Content>
          ))
        )}
      </Reading>
      <UpdateBlogModal
        key={`blog-${updatingBlog.key}`}
        open={updatingBlog.open}
        onClose={updatingBlog.hide}
        blog={blog}
      />
      <ContentModal
        key={`content-${content.key}`}
        open={content.open}
        onClose={content.hide}
        blogId={blog.blog_id}
        paragraph={content.subject}
      />
      <ConfirmDialog
        open={confirm.open}
        title={confirm.subject ? BLOG_TEXTS.confirmDeleteContent(confirm.subject) : ''}
        confirmLabel={BLOG_TEXTS.delete}
        busy={deleting.busy}
        onCancel={confirm.hide}
        onConfirm={() => {
          if (confirm.subject)
            dispatch(deletingParagraph.start({ paragraph_id: confirm.subject.paragraph_id }));
        }}
      />
    </Panel>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
`;

// The public article's column (46rem), so the text wraps as readers will see it.
const Reading = styled.div`
  max-width: 46rem;
`;

const BlogId = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Cover = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Content = styled.section`
  padding: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
`;

const ContentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
