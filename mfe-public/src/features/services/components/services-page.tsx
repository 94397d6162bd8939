import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, Link, useIntl } from 'shared-ui';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { SERVICES } from '../../../shared/data/services';
import { ServiceCards } from './service-cards';

const messages = defineMessages({
  title: { id: 'services.title', defaultMessage: 'Our Services' },
  description: {
    id: 'services.description',
    defaultMessage:
      'Animal identification, disease control, production and health, artificial insemination, dental, medical and surgical care, puppy, kitten and senior pet wellness.',
  },
  lead: {
    id: 'services.lead',
    defaultMessage:
      'From the family dog to the dairy herd: prevention, treatment and advice from vets who know Kenyan farms and homes.',
  },
  groomingHeading: { id: 'services.groomingHeading', defaultMessage: 'Grooming and boarding' },
  groomingText: {
    id: 'services.groomingText',
    defaultMessage:
      'We also groom and board dogs and cats, with a vet on hand. See <link>{service}</link>.',
  },
});

const petServicesLink = (chunks: ReactNode[]) => (
  <Link to={SERVICES.petServices.path}>{chunks}</Link>
);

export function ServicesPage() {
  const intl = useIntl();
  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      lead={intl.formatMessage(messages.lead)}
    >
      <ServiceCards headingLevel={2} eager />
      <Prose>
        <h2>{intl.formatMessage(messages.groomingHeading)}</h2>
        <p>
          <FormattedMessage
            {...messages.groomingText}
            values={{
              link: petServicesLink,
              service: intl.formatMessage(SERVICES.petServices.name),
            }}
          />
        </p>
      </Prose>
    </PageLayout>
  );
}
