import { SITE_ROUTES } from 'shared-data';
import { Card, LinkButton } from 'shared-ui';
import { ComingSoon } from './coming-soon';
import { CardGrid, PageLayout } from '../../../shared/components/page-layout';
import { Artwork } from '../../../shared/images/artwork';

/** The projects: one card, 'Donkey Survey.', with Read More to /donkey_survey (docs/behaviour.md#static-pages). */
export function ProjectsPage() {
  return (
    <PageLayout
      title="Projects"
      description="Research and community projects of our veterinary practice, including a survey of donkey trade and slaughter in Kenya."
      lead="Field work beyond the clinic: research and community projects on animal health and welfare."
    >
      <CardGrid $max={3}>
        <Card
          title="Donkey Survey."
          headingLevel={2}
          picture={<Artwork name="projectDonkey" alt="A working donkey" fit="cover" />}
          imageAspectRatio="3 / 2"
          action={
            <LinkButton to={SITE_ROUTES.public.donkeySurvey}>
              Read More<span className="visually-hidden"> about the donkey survey</span>
            </LinkButton>
          }
        >
          <p>
            How donkeys are bought, sold and slaughtered in one Kenyan county, and what it means for
            the households that depend on them.
          </p>
        </Card>
      </CardGrid>
      <h2>More projects</h2>
      <ComingSoon />
    </PageLayout>
  );
}
