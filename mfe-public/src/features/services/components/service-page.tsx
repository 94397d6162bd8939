import styled from 'styled-components';
import { SITE_ROUTES } from 'shared-data';
import { defineMessages, LinkButton, useIntl } from 'shared-ui';
import { Illustration, PageLayout, Prose, Split } from '../../../shared/components/page-layout';
import { SERVICE_SECTIONS } from '../data/service-sections';
import { SERVICES, type ServiceKey } from '../../../shared/data/services';

const messages = defineMessages({
  book: { id: 'services.book', defaultMessage: 'Book an appointment' },
  allServices: { id: 'services.allServices', defaultMessage: 'All services' },
});

/** One service page: its sections of text beside its illustration, and the way to book. */
export function ServicePage({ service: key }: { service: ServiceKey }) {
  const intl = useIntl();
  const service = SERVICES[key];
  return (
    <PageLayout
      title={intl.formatMessage(service.name)}
      description={intl.formatMessage(service.description)}
      lead={intl.formatMessage(service.summary)}
    >
      <Split>
        <Prose>
          {SERVICE_SECTIONS[key].map((section) => (
            <section key={section.heading.id}>
              <h2>{intl.formatMessage(section.heading)}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.id}>{intl.formatMessage(paragraph)}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item.id}>{intl.formatMessage(item)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Prose>
        <Illustration name={service.image} alt={intl.formatMessage(service.imageAlt)} />
      </Split>
      <Actions>
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>
          {intl.formatMessage(messages.book)}
        </LinkButton>
        <LinkButton to={SITE_ROUTES.public.services} variant="secondary">
          {intl.formatMessage(messages.allServices)}
        </LinkButton>
      </Actions>
    </PageLayout>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
