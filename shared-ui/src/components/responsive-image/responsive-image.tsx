import styled from 'styled-components';

const Img = styled.img<{ $ratio?: string }>`
  display: block;
  width: 100%;
  height: auto;
  /* The box keeps its shape before the image arrives, so nothing below it jumps. */
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

export interface ResponsiveImageProps {
  src: string;
  /** The server's `image_srcset` ('/uploads/a-480.webp 480w, ...'); the browser picks a width. */
  srcSet?: string | null;
  /** How wide the image is drawn, e.g. '(min-width: 992px) 33vw, 100vw'. */
  sizes?: string;
  /** Text alternative; '' marks the image decorative. */
  alt: string;
  /** Above the fold: load at once and early. Below it (the default): load when scrolled near. */
  eager?: boolean;
  /** CSS aspect-ratio of the box, e.g. '4 / 3'. */
  aspectRatio?: string;
  className?: string;
}

/** An image served at several widths, lazily loaded unless it is in the first screenful. */
export function ResponsiveImage({
  src,
  srcSet,
  sizes = '100vw',
  alt,
  eager = false,
  aspectRatio,
  className,
}: ResponsiveImageProps) {
  return (
    <Img
      className={className}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      $ratio={aspectRatio}
    />
  );
}
