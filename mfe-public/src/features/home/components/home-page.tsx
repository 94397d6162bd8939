import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPANY,
  IMAGE_SIZES,
  inLocale,
  otherLang,
  SITE_ROUTES,
  telHref,
  useDispatch,
  useLoadOnMount,
  useSelector,
} from 'shared-data';
// Not part of the shared module every page loads: bundled where used.
import { clinicStructuredData } from 'shared-data/contract/structured-data';
import {
  Carousel,
  Counter,
  defineMessages,
  FormattedMessage,
  LinkButton,
  Marquee,
  media,
  PageSection,
  useIntl,
  useSiteLocale,
  type CarouselItem as Slide,
} from 'shared-ui';
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

const messages = defineMessages({
  title: {
    id: 'home.title',
    defaultMessage: 'Animal health, grooming and boarding you can trust',
  },
  description: {
    id: 'home.description',
    defaultMessage:
      'Veterinary clinic on Kiambu Road, Nairobi, caring for pets and farm animals since {since}: vaccinations, surgery, dental care, grooming, boarding and farm visits. Emergency 24 hours.',
  },
  intro: {
    id: 'home.intro',
    defaultMessage:
      "{name} has looked after Kenya's pets and farm animals since {since}: a clinic, grooming and boarding on Kiambu Road, farm visits and environmental assessments. Our emergency line is open 24 hours: <tel>{phone}</tel>.",
  },
  book: { id: 'home.book', defaultMessage: 'Book an appointment' },
  ourServices: { id: 'home.ourServices', defaultMessage: 'Our services' },
  servicesSection: { id: 'home.servicesSection', defaultMessage: 'Our Services' },
  partners: { id: 'home.partners', defaultMessage: 'Our partners' },
  partnerLogos: { id: 'home.partnerLogos', defaultMessage: 'Partner logos' },
  slideAlt: { id: 'home.slideAlt', defaultMessage: 'Picture {number} of {count} from {name}' },
  defaultSlideAlt: {
    id: 'home.defaultSlideAlt',
    defaultMessage: '{name}: caring for your animals since {since}',
  },
  highlights: { id: 'home.highlights', defaultMessage: 'Highlights of the clinic' },
  whyClinic: { id: 'home.whyClinic', defaultMessage: 'Why the clinic?' },
  figuresEmpty: {
    id: 'home.figures.empty',
    defaultMessage: 'Our figures will be shown here soon.',
  },
  figuresFailed: { id: 'home.figures.failed', defaultMessage: 'The figures could not be loaded.' },
  figuresLoading: { id: 'home.figures.loading', defaultMessage: 'Loading figures' },
  promises: { id: 'home.promises', defaultMessage: 'Our promise to you' },
  promisesEmpty: {
    id: 'home.promises.empty',
    defaultMessage: 'Our promises will be shown here soon.',
  },
  promisesFailed: {
    id: 'home.promises.failed',
    defaultMessage: 'The promises could not be loaded.',
  },
  promisesLoading: { id: 'home.promises.loading', defaultMessage: 'Loading promises' },
});

/** The page's title and h1 in English (the code's own text). */
export const HOME_TITLE = messages.title.defaultMessage;

// The clinic's founding year, written as it is (a number would be grouped: '1,992').
const SINCE = String(COMPANY.clinicSince);

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
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  const dispatch = useDispatch();
  const carousel = useSelector(selectCarousel);
  // What only the server's HTML carries (the browser's bundle leaves it out): the clinic's
  // address, phone and hours for search engines (schema.org VeterinaryCare), and the first
  // slide, the largest thing of the first screen, preloaded. Link cards show the site's card
  // (the server's default): a slide's text alternative is optional, and an SVG is no card picture.
  const first = carousel.items[0];
  usePageMeta(
    title,
    intl.formatMessage(messages.description, { since: SINCE }),
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
        <h1>{title}</h1>
        <p>
          <FormattedMessage
            {...messages.intro}
            values={{
              name: COMPANY.name,
              since: SINCE,
              phone: COMPANY.emergencyPhone,
              tel: (chunks: ReactNode[]) => <a href={telHref(COMPANY.emergencyPhone)}>{chunks}</a>,
            }}
          />
        </p>
        <Actions>
          <LinkButton to={SITE_ROUTES.public.bookAppointment}>
            {intl.formatMessage(messages.book)}
          </LinkButton>
          <LinkButton to={SITE_ROUTES.public.services} variant="secondary">
            {intl.formatMessage(messages.ourServices)}
          </LinkButton>
        </Actions>
      </Intro>
      <PageSection title={intl.formatMessage(messages.servicesSection)}>{services}</PageSection>
      <Counters />
      <Promises />
      <PageSection title={intl.formatMessage(messages.partners)}>
        <Marquee
          speed={30}
          direction="left"
          pauseOnHover
          label={intl.formatMessage(messages.partnerLogos)}
        >
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
  const intl = useIntl();
  const locale = useSiteLocale();
  const carousel = useSelector(selectCarousel);
  const items = carousel.items.map((item, i): Slide => {
    // Staff's text alternative in the page's language (a Kiswahili page falls back to the
    // English, marked so); a slide without one is named by its place among the pictures.
    const staff = inLocale(locale, item.alt ?? '', item.alt_sw);
    const lang = otherLang(staff.lang, locale);
    const text = staff.text.trim()
      ? { alt: staff.text, ...(lang && { lang }) }
      : {
          alt: intl.formatMessage(messages.slideAlt, {
            number: i + 1,
            count: carousel.items.length,
            name: COMPANY.shortName,
          }),
        };
    return { id: item.id, image: item.image, srcSet: item.image_srcset, ...text };
  });
  return (
    <Carousel
      items={items}
      loading={carousel.status !== 'loaded'}
      defaultImage={IMAGE_URLS.heroDefault}
      defaultAlt={intl.formatMessage(messages.defaultSlideAlt, {
        name: COMPANY.name,
        since: SINCE,
      })}
      label={intl.formatMessage(messages.highlights)}
      aspectRatio={`${SLIDE.width} / ${SLIDE.height}`}
      imageWidth={SLIDE.width}
      imageHeight={SLIDE.height}
      sizes={HERO_SIZES}
    />
  );
}

function Counters() {
  const intl = useIntl();
  const locale = useSiteLocale();
  const dispatch = useDispatch();
  const counters = useSelector(selectCounters);
  return (
    <PageSection title={intl.formatMessage(messages.whyClinic)}>
      <ListSection
        list={counters}
        failedMessage={intl.formatMessage(messages.figuresFailed)}
        loadingMessage={intl.formatMessage(messages.figuresLoading)}
        emptyMessage={intl.formatMessage(messages.figuresEmpty)}
        onRetry={() => dispatch(retrievingCounters.start())}
      >
        {(items) => (
          <Figures>
            {items.map((counter) => {
              const title = inLocale(locale, counter.title, counter.title_sw);
              return (
                <li key={counter.id} lang={otherLang(title.lang, locale)}>
                  <Counter value={counter.content} title={title.text} />
                </li>
              );
            })}
          </Figures>
        )}
      </ListSection>
    </PageSection>
  );
}

function Promises() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const promises = useSelector(selectPromises);
  return (
    <PageSection title={intl.formatMessage(messages.promises)}>
      <ListSection
        list={promises}
        failedMessage={intl.formatMessage(messages.promisesFailed)}
        loadingMessage={intl.formatMessage(messages.promisesLoading)}
        emptyMessage={intl.formatMessage(messages.promisesEmpty)}
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
