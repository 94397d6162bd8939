import styled from 'styled-components';
import { Link, media, useIntl } from 'shared-ui';
import { Artwork } from '../../../shared/images/artwork';
import { SERVICES, SERVICE_CARDS } from '../../../shared/data/services';

/**
 * The home page's compact service grid: each service one link tile (picture and title), two
 * across on a phone, four from lg; the card text shows from md, where there is room for it.
 * The services index keeps the full cards (ServiceCards).
 */
export function ServiceTiles({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid>
      {SERVICE_CARDS.map((key) => {
        const service = SERVICES[key];
        // The link is the title alone, so its name is the text it shows; it covers the whole
        // tile (::after), so the picture and the card text are tapped through to it too.
        return (
          <Tile key={key}>
            <Artwork name={service.image} alt="" fit="cover" />
            <Heading>
              <Link to={service.path}>{intl.formatMessage(service.name)}</Link>
            </Heading>
            <p>{intl.formatMessage(service.summary)}</p>
          </Tile>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  svg {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  h2,
  h3 {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]};
    font-size: 0.95rem;
    line-height: 1.25;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
  &:hover a {
    text-decoration: underline;
  }
  p {
    display: none;
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
    font-size: 0.9rem;
    ${media.up('md')} {
      display: block;
    }
  }
`;
