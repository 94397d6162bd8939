import styled from 'styled-components';
import { ResponsiveImage } from 'shared-ui';

/** 'Wanjiru Kamau' -> 'WK': what stands for a person who has no photo. */
export function initials(fullname: string): string {
  return fullname
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The text 'undefined' (left by an older client) is shown as blank. */
export const shownText = (text: string | null | undefined) =>
  !text || text === 'undefined' ? '' : text;

export interface PortraitProps {
  fullname: string;
  /** The photo's URL; the person's initials when null. */
  src: string | null;
  srcSet?: string | null;
  sizes?: string;
  /** CSS aspect-ratio of the box, the same with or without a photo. */
  aspectRatio?: string;
  eager?: boolean;
  className?: string;
}

/** A person's photo ('Photo of {name}'), or their initials on the theme's colours. */
export function Portrait({
  fullname,
  src,
  srcSet,
  sizes,
  aspectRatio = '1 / 1',
  eager,
  className,
}: PortraitProps) {
  if (src)
    return (
      <ResponsiveImage
        className={className}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={`Photo of ${fullname}`}
        aspectRatio={aspectRatio}
        eager={eager}
      />
    );
  return (
    <Initials className={className} aria-hidden="true" style={{ aspectRatio }}>
      {initials(fullname)}
    </Initials>
  );
}

const Initials = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  font-size: 3rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;
