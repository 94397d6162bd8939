import { Card, LinkButton } from 'shared-ui';
import { IMAGE_URLS } from '../../../shared/images/image-urls';
import { CardGrid } from '../../../shared/components/page-layout';
import { SERVICES, SERVICE_CARDS } from '../../../shared/data/services';

/** The eight service cards, each leading to its page (on the home page and the services index). */
export function ServiceCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <CardGrid $max={4}>
      {SERVICE_CARDS.map((key) => {
        const service = SERVICES[key];
        return (
          <Card
            key={key}
            title={service.title}
            headingLevel={headingLevel}
            image={IMAGE_URLS[service.image]}
            imageAlt={service.imageAlt}
            imageAspectRatio="3 / 2"
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
