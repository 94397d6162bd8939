import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPANY,
  IMAGE_SIZES,
  SITE_ROUTES,
  telHref,
  useDispatch,
  useLoadOnMount,
  useSelector,
} from 'shared-data';
// Not part of the shared module every page loads: bundled where used.
import { clinicStructuredData } from 'shared-data/contract/structured-data';
import { Carousel, Counter, LinkButton, Marquee, media, PageSection } from 'shared-ui';
import { CardGrid } from '../../../shared/components/page-layout';
import { ListSection } from '../../../shared/components/load-state';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { IMAGE_URLS } from '../../../shared/images/image-urls';
import { Artwork } from '../../../shared/images/artwork';
import {
  retrievingCarousel,
  retrievingCounters,
  retrievingPromises,
  selectCarousel,
  selectCounters,
  selectPromises,
} from '../store/home.slice';
import { PARTNERS } from './partners';
import { PromiseCard } from './promise-card';

export const HOME_TITLE = 'Animal health, grooming and boarding you can trust';
const DESCRIPTION = `Veterinary clinic on Kiambu Road, Nairobi, caring for pets and farm animals since ${COMPANY.clinicSince}: vaccinations, surgery, dental care, grooming, boarding and farm visits. Emergency 24 hours.`;

/** The carousel images' box (the demo uploads and the default image have its shape). */
const SLIDE = IMAGE_SIZES.carousel;
const HERO_SIZES = '100vw';

export interface HomePageProps {
  /** The service cards, shown under 'Our Services'. */
  services: ReactNode;
  /** The doctors' section, the page's last. */
  doctors: ReactNode;
}

/**
 * The home page: the carousel, the introduction, the service cards, the figures, the promises,
 * the partners and the doctors. The service cards and the doctors belong to features of their
 * own and come in as props, combined by the app's route table.
 */
export function HomePage({ services, doctors }: HomePageProps) {
  const dispatch = useDispatch();
  const carousel = useSelector(selectCarousel);
  // What only the server's HTML carries (the browser's bundle leaves it out): the clinic's
  // address, phone and hours for search engines (schema.org VeterinaryCare), and the first
  // slide, the largest thing of the first screen, preloaded. Link cards show the site's card
  // (the server's default): a slide has no text alternative, and an SVG is no card picture.
  const first = carousel.items[0];
  usePageMeta(
    HOME_TITLE,
    DESCRIPTION,
    process.env.PORTAL_RENDER === 'server'
      ? {
          structuredData: [clinicStructuredData()],
          lcpImage: first
            ? { src: first.image, srcSet: first.image_srcset, sizes: HERO_SIZES }
            : { src: IMAGE_URLS.heroDefault },
        }
      : undefined,
  );
  const counters = useSelector(selectCounters);
  const promises = useSelector(selectPromises);
  useLoadOnMount(carousel, () => dispatch(retrievingCarousel.start()));
  useLoadOnMount(counters, () => dispatch(retrievingCounters.start()));
  useLoadOnMount(promises, () => dispatch(retrievingPromises.start()));

  return (
    <>
      <Hero />
      <Intro>
        <h1>{HOME_TITLE}</h1>
        <p>
          {COMPANY.name} has looked after Kenya&apos;s pets and farm animals since{' '}
          {COMPANY.clinicSince}: a clinic, grooming and boarding on Kiambu Road, farm visits and
          environmental assessments. Our emergency line is open 24 hours:{' '}
          <a href={telHref(COMPANY.emergencyPhone)}>{COMPANY.emergencyPhone}</a>.
        </p>
        <Actions>
          <LinkButton to={SITE_ROUTES.public.bookAppointment}>Book an appointment</LinkButton>
          <LinkButton to={SITE_ROUTES.public.services} variant="secondary">
            Our services
          </LinkButton>
        </Actions>
      </Intro>
      <PageSection title="Our Services">{services}</PageSection>
      <Counters />
      <Promises />
      <PageSection title="Our partners">
        <Marquee speed={30} direction="left" pauseOnHover label="Partner logos">
          {PARTNERS.map((partner) => (
            <Logo key={partner.name} name={partner.logo} alt={partner.name} />
          ))}
        </Marquee>
      </PageSection>
      {doctors}
    </>
  );
}

function Hero() {
  const carousel = useSelector(selectCarousel);
  const items = carousel.items.map((item, i) => ({
    id: item.id,
    image: item.image,
    srcSet: item.image_srcset,
    alt: `Picture ${i + 1} of ${carousel.items.length} from ${COMPANY.shortName}`,
  }));
  return (
    <Carousel
      items={items}
      loading={carousel.status !== 'loaded'}
      defaultImage={IMAGE_URLS.heroDefault}
      defaultAlt={`${COMPANY.name}: caring for your animals since ${COMPANY.clinicSince}`}
      label="Highlights of the clinic"
      aspectRatio={`${SLIDE.width} / ${SLIDE.height}`}
      imageWidth={SLIDE.width}
      imageHeight={SLIDE.height}
      sizes={HERO_SIZES}
    />
  );
}

function Counters() {
  const dispatch = useDispatch();
  const counters = useSelector(selectCounters);
  return (
    <PageSection title="Why the clinic?">
      <ListSection
        list={counters}
        what="figures"
        emptyMessage="Our figures will be shown here soon."
        onRetry={() => dispatch(retrievingCounters.start())}
      >
        {(items) => (
          <Figures>
            {items.map((counter) => (
              <li key={counter.id}>
                <Counter value={counter.content} title={counter.title} />
              </li>
            ))}
          </Figures>
        )}
      </ListSection>
    </PageSection>
  );
}

function Promises() {
  const dispatch = useDispatch();
  const promises = useSelector(selectPromises);
  return (
    <PageSection title="Our promise to you">
      <ListSection
        list={promises}
        what="promises"
        emptyMessage="Our promises will be shown here soon."
        onRetry={() => dispatch(retrievingPromises.start())}
      >
        {(items) => (
          <CardGrid $max={3}>
            {items.map((promise) => (
              <PromiseCard key={promise.id} promise={promise} />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageSection>
  );
}

const Intro = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} 0`};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: 1.6rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primary};
    ${media.up('md')} {
      font-size: 2.25rem;
    }
  }
  p {
    max-width: 70ch;
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: 1.1rem;
  }
  /* The number in the text only: a rule on every link would paint the buttons' text in their
     own background colour. */
  p a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Logo = styled(Artwork)`
  display: block;
  width: 180px;
  height: auto;
`;
