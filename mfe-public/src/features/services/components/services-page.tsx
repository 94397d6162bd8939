import { Link } from 'shared-ui';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { SERVICES } from '../../../shared/data/services';
import { ServiceCards } from './service-cards';

export function ServicesPage() {
  return (
    <PageLayout
      title="Our Services"
      description="Animal identification, disease control, production and health, artificial insemination, dental, medical and surgical care, puppy, kitten and senior pet wellness."
      lead="From the family dog to the dairy herd: prevention, treatment and advice from vets who know Kenyan farms and homes."
    >
      <ServiceCards headingLevel={2} eager />
      <Prose>
        <h2>Grooming and boarding</h2>
        <p>
          We also groom and board dogs and cats, with a vet on hand. See{' '}
          <Link to={SERVICES.petServices.path}>{SERVICES.petServices.title}</Link>.
        </p>
      </Prose>
    </PageLayout>
  );
}
