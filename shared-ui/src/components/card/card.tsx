import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** How a card looks (its ground, border, corners and shadow), for boxes that are cards too. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
`;

const Image = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  /* The box keeps its shape before the image arrives, so nothing below it jumps. */
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

/** A picture drawn in the page (an inline `<svg>`): in the image's box, filling it. */
const Picture = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export interface CardProps {
  title: ReactNode;
  /** Image URL; the card has no image when absent. */
  image?: string;
  /** A picture drawn in the page (an inline `<svg>`), in the image's place and box. */
  picture?: ReactNode;
  /** Text alternative of the image; '' marks it decorative. */
  imageAlt?: string;
  /** CSS aspect-ratio of the image box. */
  imageAspectRatio?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Body content. */
  children?: ReactNode;
  /** Buttons or links shown at the bottom of the card. */
  action?: ReactNode;
  /** In the first screen: the image loads at once rather than when scrolled near. */
  eager?: boolean;
}

export function Card({
  title,
  image,
  picture,
  imageAlt = '',
  imageAspectRatio = '4 / 3',
  headingLevel = 3,
  children,
  action,
  eager = false,
}: CardProps) {
  return (
    <Article>
      {picture ? <Picture $ratio={imageAspectRatio}>{picture}</Picture> : null}
      {image && !picture && (
        <Image
          src={image}
          alt={imageAlt}
          loading={eager ? 'eager' : 'lazy'}
          $ratio={imageAspectRatio}
        />
      )}
      <Body>
        <Title as={`h${headingLevel}`}>{title}</Title>
        {children}
        {action && <Action>{action}</Action>}
      </Body>
    </Article>
  );
}
