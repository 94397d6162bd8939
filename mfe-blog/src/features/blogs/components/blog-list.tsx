import styled from 'styled-components';
import { inLocale, useDispatch, useLoadOnMount, useSelector } from 'shared-data';
// Not part of the shared module every page loads: bundled where used.
import { summarize } from 'shared-data/contract/structured-data';
import {
  EmptyState,
  media,
  PageHeading,
  Spinner,
  useIntl,
  usePageHead,
  useSiteLocale,
} from 'shared-ui';
import { retrieveBlogs, selectBlogs } from '../store/blogs.slice';
import { BlogCard } from './blog-card';
import { BLOG_TEXTS } from './blog-texts';
import { LoadFailed } from './load-failed';
import { Container } from './page-container';

// The cards of the first row are in the first screenful on any screen: they load at once.
const ABOVE_THE_FOLD = 3;

/** /blog (docs/behaviour.md#blog): every blog as a card, loaded afresh each time the page opens. */
export function BlogList() {
  const intl = useIntl();
  const locale = useSiteLocale();
  const title = intl.formatMessage(BLOG_TEXTS.listTitle);
  const description = intl.formatMessage(BLOG_TEXTS.listDescription);
  const dispatch = useDispatch();
  const list = useSelector(selectBlogs);
  const { items: blogs, status, isLoading } = list;
  const retry = () => dispatch(retrieveBlogs.start());
  useLoadOnMount(list, retry);
  const titles = blogs.map((blog) => inLocale(locale, blog.title, blog.title_sw).text);
  usePageHead({
    title,
    description: summarize(
      titles.length > 0 ? `${description}: ${titles.join('; ')}` : description,
    ),
  });

  let content;
  if (status === 'failed') content = <LoadFailed onRetry={retry} />;
  else if (status !== 'loaded')
    content = <Spinner label={intl.formatMessage(BLOG_TEXTS.loadingList)} />;
  else if (blogs.length === 0)
    content = <EmptyState message={intl.formatMessage(BLOG_TEXTS.empty)} />;
  else
    content = (
      <Grid>
        {blogs.map((blog, index) => (
          <li key={blog.blog_id}>
            <BlogCard blog={blog} eager={index < ABOVE_THE_FOLD} />
          </li>
        ))}
      </Grid>
    );

  return (
    <Container aria-busy={isLoading || undefined}>
      <PageHeading title={title} />
      {content}
    </Container>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }

  & > li {
    display: flex;
  }
  & > li > article {
    flex: 1;
  }
`;
