import type { ReactNode } from 'react';
import { Card, defineMessages, FormattedMessage, LinkButton, useIntl } from 'shared-ui';
import { Artwork } from '../../../shared/images/artwork';
import { CardGrid } from '../../../shared/components/page-layout';
import { SERVICES, SERVICE_CARDS } from '../../../shared/data/services';

const messages = defineMessages({
  readMore: {
    id: 'services.readMore',
    defaultMessage: 'Read more<hidden> about {service}</hidden>',
  },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

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
  const intl = useIntl();
  return (
    <CardGrid $max={FIRST_ROW}>
      {SERVICE_CARDS.map((key, i) => {
        const service = SERVICES[key];
        const name = intl.formatMessage(service.name);
        return (
          <Card
            key={key}
            title={name}
            headingLevel={headingLevel}
            picture={
              <Artwork
                name={service.image}
                alt={intl.formatMessage(service.imageAlt)}
                fit="cover"
              />
            }
            imageAspectRatio="3 / 2"
            eager={eager && i < FIRST_ROW}
            action={
              <LinkButton to={service.path} variant="secondary">
                <FormattedMessage {...messages.readMore} values={{ hidden, service: name }} />
              </LinkButton>
            }
          >
            <p>{intl.formatMessage(service.summary)}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
