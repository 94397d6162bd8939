import { useId } from 'react';
import styled from 'styled-components';
import type { CarouselItem } from 'shared-data';
import { Button, cardSurface, ResponsiveImage } from 'shared-ui';
import { SwahiliMissing } from '../../../shared/components/two-language-field';
import { hasText, swahiliMissing } from '../../../shared/two-languages';
import { ALT_TEXTS, CAROUSEL_SIZE_TEXT } from './carousel-image-size';

export interface CarouselCardProps {
  item: CarouselItem;
  onUpdate: () => void;
  onEditAlt: () => void;
  onDelete: () => void;
}

/**
 * One carousel image: its picture, its text alternative (or that it has none) and whether its
 * Kiswahili is missing, 'Replace image' with the size it needs, its place ('Index {n}', which
 * opens the same update), 'Edit text alternative' and, set apart, Delete Image (asked first).
 */
export function CarouselCard({ item, onUpdate, onEditAlt, onDelete }: CarouselCardProps) {
  const sizeId = useId();
  return (
    <Figure>
      <ResponsiveImage
        src={item.image}
        srcSet={item.image_srcset}
        sizes="(min-width: 768px) 33vw, 100vw"
        alt={`Carousel image at index ${item.index}`}
        aspectRatio="16 / 9"
      />
      <Body>
        <AltLine>
          {hasText(item.alt) ? ALT_TEXTS.onCard(item.alt) : ALT_TEXTS.decorative}{' '}
          <SwahiliMissing missing={swahiliMissing(item.alt, item.alt_sw)} />
        </AltLine>
        <SizeNote id={sizeId}>{CAROUSEL_SIZE_TEXT}</SizeNote>
        <Actions>
          <Button aria-haspopup="dialog" aria-describedby={sizeId} onClick={onUpdate}>
            Replace image<span className="visually-hidden">{` at index ${item.index}`}</span>
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={onUpdate}>
            {`Index ${item.index}`}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={onEditAlt}>
            {ALT_TEXTS.edit}
            <span className="visually-hidden">{` at index ${item.index}`}</span>
          </Button>
          <Apart>
            <Button variant="danger" aria-haspopup="dialog" onClick={onDelete}>
              Delete Image
            </Button>
          </Apart>
        </Actions>
      </Body>
    </Figure>
  );
}

const Figure = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[3]};
`;

const AltLine = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const SizeNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// The one that cannot be undone sits away from the others, so a slip of the finger misses it.
const Apart = styled.div`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[3]};
`;
