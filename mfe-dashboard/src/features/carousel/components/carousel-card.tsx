import styled from 'styled-components';
import type { CarouselItem } from 'shared-data';
import { Button, cardSurface, ResponsiveImage } from 'shared-ui';

export interface CarouselCardProps {
  item: CarouselItem;
  onUpdate: () => void;
  onDelete: () => void;
}

/** One carousel image: its picture, its place ('Index {n}', which opens the update) and Delete. */
export function CarouselCard({ item, onUpdate, onDelete }: CarouselCardProps) {
  return (
    <Figure>
      <ResponsiveImage
        src={item.image}
        srcSet={item.image_srcset}
        sizes="(min-width: 768px) 33vw, 100vw"
        alt={`Carousel image at index ${item.index}`}
        aspectRatio="16 / 9"
      />
      <Actions>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onUpdate}>
          {`Index ${item.index}`}
        </Button>
        <Button variant="danger" aria-haspopup="dialog" onClick={onDelete}>
          Delete Image
        </Button>
      </Actions>
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[3]};
`;
