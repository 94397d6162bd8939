import styled from 'styled-components';

export interface AvatarProps {
  name: string;
  src: string | null;
  srcSet: string | null;
  /** How wide the image is drawn, for the browser's choice among srcSet widths. */
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load at once. */
  eager?: boolean;
}

/** A person's uploaded photo at the server's widths, or their initials when there is none. */
export function Avatar({ name, src, srcSet, sizes, width, height, eager = false }: AvatarProps) {
  if (!src) {
    return (
      <Initials role="img" aria-label={name} style={{ aspectRatio: `${width} / ${height}` }}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </Initials>
    );
  }
  return (
    <Photo
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Initials = styled.div`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 3rem;
  font-weight: 700;
`;
