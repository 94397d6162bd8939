import styled from 'styled-components';
import { inLocale, otherLang, type Blog } from 'shared-data';
import type { ReactNode } from 'react';
import { FormattedMessage, LinkButton, ResponsiveImage, useSiteLocale } from 'shared-ui';
import { blogPath } from './blog-paths';
import { BLOG_TEXTS } from './blog-texts';
import { PublishedDate } from './published-date';

// Three columns from the large breakpoint, two from the small one, one on phones.
const CARD_SIZES = '(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/**
 * A blog in the list: its image (at the width the screen needs), title and Read More; the title
 * in the page's language where staff wrote one (inLocale).
 */
export function BlogCard({ blog, eager }: { blog: Blog; eager: boolean }) {
  const locale = useSiteLocale();
  const title = inLocale(locale, blog.title, blog.title_sw);
  const lang = otherLang(title.lang, locale);
  return (
    <Article>
      {blog.image && (
        <ResponsiveImage
          src={blog.image}
          srcSet={blog.image_srcset}
          sizes={CARD_SIZES}
          alt=""
          eager={eager}
          aspectRatio="4 / 3"
        />
      )}
      <Body>
        <div>
          <Title lang={lang}>{title.text}</Title>
          <PublishedDate createdAt={blog.createdAt} />
        </div>
        {/* The title in hidden text rather than an aria-label: crawlers read the link's text,
            and the name still starts with the visible words, for voice control. */}
        <LinkButton to={blogPath(blog.blog_id)}>
          <FormattedMessage
            {...BLOG_TEXTS.readMore}
            values={{ hidden, title: lang ? <span lang={lang}>{title.text}</span> : title.text }}
          />
        </LinkButton>
      </Body>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: 1.25rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
`;
