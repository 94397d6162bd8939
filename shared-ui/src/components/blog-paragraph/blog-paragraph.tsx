import styled from 'styled-components';
import type { Paragraph } from 'shared-data';
import { ResponsiveImage } from '../responsive-image/responsive-image';

/** List content is split on commas; surrounding spaces and empty items are dropped. */
export function listItems(content: string | null): string[] {
  return (content ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

// The article column is at most 46rem (736 px) wide.
const ARTICLE_SIZES = '(min-width: 768px) 736px, 100vw';

/**
 * One paragraph of a blog, styled by its content_type (docs/behaviour.md#blog), with its optional
 * image: the public blog and the dashboard's View Blog render it alike.
 */
export function BlogParagraph({ paragraph }: { paragraph: Paragraph }) {
  const { content, content_type: type, image, image_srcset: srcSet } = paragraph;
  let text = null;
  if (content?.trim()) {
    if (type === 'subtitle') text = <Subtitle>{content}</Subtitle>;
    else if (type === 'list') {
      const items = listItems(content);
      text = items.length > 0 && (
        <List>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    } else text = <Text>{content}</Text>;
  }
  return (
    <>
      {image && (
        <Figure>
          <ResponsiveImage src={image} srcSet={srcSet} sizes={ARTICLE_SIZES} alt="" />
        </Figure>
      )}
      {text}
    </>
  );
}

const Subtitle = styled.h2`
  margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[2]}`};
  font-size: 1.375rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  line-height: 1.7;
  white-space: pre-line;
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding-left: 1.5rem;
  line-height: 1.7;

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Figure = styled.figure`
  margin: ${({ theme }) => `${theme.space[4]} 0`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
`;
