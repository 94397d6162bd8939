import { useEffect } from 'react';
import styled from 'styled-components';
import {
  blogInLocale,
  largestOf,
  otherLang,
  SITE_ROUTES,
  useDispatch,
  useSelector,
  useStore,
  type Blog,
} from 'shared-data';
// Not part of the shared module every page loads: bundled where used.
import { blogPostingStructuredData, blogDescription } from 'shared-data/contract/structured-data';
import {
  Link,
  NotFoundPage,
  PageHeading,
  ResponsiveImage,
  Spinner,
  useIntl,
  useParams,
  usePageHead,
  useSiteLocale,
} from 'shared-ui';
import { BlogParagraph } from 'shared-ui/blog';
import { retrieveBlogs, selectBlog, selectBlogs, type WithBlogs } from '../store/blogs.slice';
import { BLOG_TEXTS } from './blog-texts';
import { LoadFailed } from './load-failed';
import { Reading } from './page-container';
import { PublishedDate } from './published-date';

/**
 * /blogs/{blog_id} (docs/behaviour.md#blog): the blog is found in the loaded list; opened directly
 * or reloaded, the list is loaded first. An id the list does not hold shows the not-found page.
 */
export function BlogDetail() {
  const { blog_id: blogId } = useParams();
  const dispatch = useDispatch();
  const store = useStore<WithBlogs>();
  const { status } = useSelector(selectBlogs);
  const blog = useSelector((state: WithBlogs) => selectBlog(state, blogId));
  const retry = () => dispatch(retrieveBlogs.start());

  useEffect(() => {
    if (selectBlogs(store.getState()).status !== 'loaded') dispatch(retrieveBlogs.start());
  }, [dispatch, store]);

  if (blog) return <Article blog={blog} />;
  if (status === 'failed') return <Waiting failed onRetry={retry} />;
  if (status !== 'loaded') return <Waiting onRetry={retry} />;
  return <NotFoundPage />;
}

/** While the list loads, or when it could not be: the page keeps its heading. */
function Waiting({ failed = false, onRetry }: { failed?: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(BLOG_TEXTS.listTitle);
  usePageHead({ title, description: intl.formatMessage(BLOG_TEXTS.listDescription) });
  return (
    <Reading>
      <PageHeading title={title} />
      {failed ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <Spinner label={intl.formatMessage(BLOG_TEXTS.loadingArticle)} />
      )}
    </Reading>
  );
}

/**
 * The article in the page's language: its title and each block in Kiswahili on a Kiswahili page
 * where staff wrote it, else in English, marked lang="en" (blogInLocale); its head the same.
 */
function Article({ blog: post }: { blog: Blog }) {
  const intl = useIntl();
  const locale = useSiteLocale();
  const blog = blogInLocale(post, locale);
  const titleLang = otherLang(blog.lang, locale);
  const sizes = '(min-width: 768px) 736px, 100vw';
  usePageHead({
    title: blog.title,
    description: blogDescription(blog),
    type: 'article',
    structuredData: [blogPostingStructuredData(post, { locale })],
    published: blog.createdAt,
    // Link cards show the cover large: its largest width (the server adds its size).
    ...(blog.image
      ? {
          image: largestOf(blog.image, blog.image_srcset).src,
          imageAlt: intl.formatMessage(BLOG_TEXTS.coverAlt, { title: blog.title }),
          lcpImage: { src: blog.image, srcSet: blog.image_srcset, sizes },
        }
      : {}),
  });
  return (
    <Reading as="article">
      <Back to={SITE_ROUTES.blog.list}>{`← ${intl.formatMessage(BLOG_TEXTS.allArticles)}`}</Back>
      {titleLang ? (
        <PageHeading>
          <span lang={titleLang}>{blog.title}</span>
        </PageHeading>
      ) : (
        <PageHeading title={blog.title} />
      )}
      <Published>
        <PublishedDate createdAt={blog.createdAt} />
      </Published>
      {blog.image && (
        <Hero>
          <ResponsiveImage
            src={blog.image}
            srcSet={blog.image_srcset}
            sizes={sizes}
            alt=""
            eager
            aspectRatio="16 / 9"
          />
        </Hero>
      )}
      {blog.paragraphs.length === 0 ? (
        <ComingSoon>{intl.formatMessage(BLOG_TEXTS.comingSoon)}</ComingSoon>
      ) : (
        blog.paragraphs.map((paragraph) => {
          const lang = otherLang(paragraph.lang, locale);
          // BlogParagraph's elements take no lang: a fallback block is marked around them.
          return lang ? (
            <div key={paragraph.paragraph_id} lang={lang}>
              <BlogParagraph paragraph={paragraph} />
            </div>
          ) : (
            <BlogParagraph key={paragraph.paragraph_id} paragraph={paragraph} />
          );
        })
      )}
    </Reading>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
`;

const Published = styled.div`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
`;

const Hero = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const ComingSoon = styled.p`
  padding: ${({ theme }) => theme.space[5]} 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
