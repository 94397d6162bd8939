import { Card, LinkButton } from 'shared-ui';
import { Artwork } from '../../../shared/images/artwork';
import { CardGrid } from '../../../shared/components/page-layout';
import { SERVICES, SERVICE_CARDS } from '../../../shared/data/services';

/** The most cards a row holds (CardGrid's $max). */
const FIRST_ROW = 4;

/**
 * The eight service cards, each leading to its page (on the home page and the services index).
 * `eager`: the cards of the first row are in the first screen (the services index), their
 * images load at once.
 */
export function ServiceCards({
  headingLevel = 2,
  eager = false,
}: {
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  return (
    <CardGrid $max={FIRST_ROW}>
      {SERVICE_CARDS.map((key, i) => {
        const service = SERVICES[key];
        return (
          <Card
            key={key}
            title={service.title}
            headingLevel={headingLevel}
            picture={<Artwork name={service.image} alt={service.imageAlt} fit="cover" />}
            imageAspectRatio="3 / 2"
            eager={eager && i < FIRST_ROW}
            action={
              <LinkButton to={service.path} variant="secondary">
                Read more<span className="visually-hidden"> about {service.title}</span>
              </LinkButton>
            }
          >
            <p>{service.summary}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
