import styled from 'styled-components';
import { SITE_ROUTES } from 'shared-data';
import { LinkButton } from 'shared-ui';
import { Illustration, PageLayout, Prose, Split } from '../../../shared/components/page-layout';
import { SERVICE_SECTIONS } from '../data/service-sections';
import { SERVICES, type ServiceKey } from '../../../shared/data/services';

/** One service page: its sections of text beside its illustration, and the way to book. */
export function ServicePage({ service: key }: { service: ServiceKey }) {
  const service = SERVICES[key];
  return (
    <PageLayout title={service.title} description={service.description} lead={service.summary}>
      <Split>
        <Prose>
          {SERVICE_SECTIONS[key].map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Prose>
        <Illustration name={service.image} alt={service.imageAlt} />
      </Split>
      <Actions>
        <LinkButton to={SITE_ROUTES.public.bookAppointment}>Book an appointment</LinkButton>
        <LinkButton to={SITE_ROUTES.public.services} variant="secondary">
          All services
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
