import { lazy, Suspense, useState, type ComponentType } from 'react';
import { SITE_ROUTES, type RemoteRoute } from 'shared-data';
import { Spinner } from 'shared-ui';
import { DoctorsSection } from '../features/doctors/components/doctors-section';
import { HomePage } from '../features/home/components/home-page';
import { ServiceTiles } from '../features/services/components/service-tiles';
import { retrievingStaff } from '../features/about/store/staff.slice';
import { retrievingDoctors } from '../features/doctors/store/doctors.slice';
import { retrievingPrivacyFacts } from '../features/privacy/store/privacy.slice';
import {
  retrievingCarousel,
  retrievingCounters,
  retrievingPromises,
} from '../features/home/store/home.slice';
import type { ServiceKey } from '../shared/data/services';
import { loadNoticeSw } from '../features/privacy/components/notice-sw';
import {
  PartMessages,
  withKiswahili,
  withPart,
  type CataloguePart,
} from '../shared/i18n/catalogue-parts';

/**
 * Every page but the home page is its own chunk, fetched when first visited: the home page,
 * the first thing most visitors open on a phone, does not pay for the other pages' text.
 * `preload` fetches the chunk ahead (RemoteRoute.prepare): a page mounted after that renders at
 * once, with no Suspense fallback, as the server's render and the browser's hydration need.
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyPage(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded page would mount it again. A
    // page already loaded needs no Suspense boundary, which a server render could otherwise
    // send apart from its place, for a script to put back.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

// Holds the page's place (a screen tall) so the footer does not jump when it arrives.
function PageLoading() {
  return (
    <div style={{ minHeight: '100vh', paddingTop: '4rem' }}>
      <Spinner label="Loading page" />
    </div>
  );
}

const AboutPage = page(() =>
  import('../features/about/components/about-page').then((m) => m.AboutPage),
);
const ServicesPage = page(
  withPart('services', () =>
    import('../features/services/components/services-page').then((m) => m.ServicesPage),
  ),
);
const ServicePage = page<{ service: ServiceKey }>(
  withPart('services', () =>
    import('../features/services/components/service-page').then((m) => m.ServicePage),
  ),
);
// Booking's two pages are one import (with date-fns), made only on /book_appointment/...: one
// chunk list in this module instead of two.
let bookingModule: typeof import('../features/booking/components/booking-pages') | null = null;
const bookingPages = () =>
  import('../features/booking/components/booking-pages').then((module) => (bookingModule = module));
const BookingPage = page(() => bookingPages().then((m) => m.BookingPage));
const ManageBookingPage = page(() => bookingPages().then((m) => m.ManagePage));
const ContactPage = page(() =>
  import('../features/enquiry/components/contact-page').then((m) => m.ContactPage),
);
const ProjectsPage = page(
  withPart('articles', () =>
    import('../features/articles/components/projects-page').then((m) => m.ProjectsPage),
  ),
);
const DonkeySurveyPage = page(
  withPart('articles', () =>
    import('../features/articles/components/donkey-survey-page').then((m) => m.DonkeySurveyPage),
  ),
);
const KissingAnimalPage = page(
  withPart('articles', () =>
    import('../features/articles/components/kissing-animal-page').then((m) => m.KissingAnimalPage),
  ),
);
const CustomerResourcesPage = page(
  withPart('resources', () =>
    import('../features/resources/components/customer-resources-page').then(
      (m) => m.CustomerResourcesPage,
    ),
  ),
);
// Its Kiswahili text is a chunk of its own, fetched with the page on a Kiswahili page only.
const PrivacyPage = page(
  withKiswahili(loadNoticeSw, () =>
    import('../features/privacy/components/privacy-page').then((m) => m.PrivacyPage),
  ),
);
const MyDataPage = page(() =>
  import('../features/my-data/components/my-data-page').then((m) => m.MyDataPage),
);
const DoctorPage = page(() =>
  import('../features/doctors/components/doctor-page').then((m) => m.DoctorPage),
);

const R = SITE_ROUTES.public;
// What a route's first screen fetches is the server's business (its render runs it): the
// browser's bundle leaves it out.
const ON_SERVER = process.env.PORTAL_RENDER === 'server';

/** A page of its own chunk, whose code is fetched before it renders (RemoteRoute.prepare). */
const lazyRoute = (
  path: string,
  Page: ReturnType<typeof page<object>>,
  rest: Omit<RemoteRoute, 'path' | 'element' | 'prepare'> = {},
  part?: CataloguePart,
): RemoteRoute => ({
  path,
  element: part ? (
    <PartMessages part={part}>
      <Page />
    </PartMessages>
  ) : (
    <Page />
  ),
  prepare: Page.preload,
  ...rest,
});

const servicePage = (path: string, service: ServiceKey): RemoteRoute => ({
  path,
  element: (
    <PartMessages part="services">
      <ServicePage service={service} />
    </PartMessages>
  ),
  prepare: ServicePage.preload,
});

/**
 * The routes this remote owns (docs/behaviour.md#routes), the page each one shows and, for the
 * server's render, the data its first screen shows.
 */
export const PAGES: RemoteRoute[] = [
  {
    path: R.home,
    element: <HomePage services={<ServiceTiles headingLevel={3} />} doctors={<DoctorsSection />} />,
    ...(ON_SERVER && {
      serverData: () => [
        retrievingCarousel.start(),
        retrievingCounters.start(),
        retrievingPromises.start(),
        retrievingDoctors.start(),
      ],
    }),
  },
  lazyRoute(R.aboutUs, AboutPage, ON_SERVER ? { serverData: () => [retrievingStaff.start()] } : {}),
  lazyRoute(R.services, ServicesPage, {}, 'services'),
  // The first step's services are in the page, so nothing moves as the browser takes over. What
  // fetches them comes with the page's chunk, which the server loads first (prepare).
  lazyRoute(
    R.bookAppointment,
    BookingPage,
    ON_SERVER
      ? { serverData: (_params, query) => bookingModule?.bookingServerData(query) ?? [] }
      : {},
  ),
  // A secret link's page: never rendered, nor cached, by the server.
  lazyRoute(R.manageBooking, ManageBookingPage, { clientOnly: true }),
  servicePage(R.animalIdentification, 'animalIdentification'),
  servicePage(R.diseaseControl, 'diseaseControl'),
  servicePage(R.animalProduction, 'animalProduction'),
  servicePage(R.artificialInsemination, 'artificialInsemination'),
  servicePage(R.dentalCleaning, 'dentalCleaning'),
  servicePage(R.medicalCare, 'medicalCare'),
  servicePage(R.puppyWellness, 'puppyWellness'),
  servicePage(R.petServices, 'petServices'),
  servicePage(R.seniorPets, 'seniorPets'),
  lazyRoute(R.projects, ProjectsPage, {}, 'articles'),
  lazyRoute(R.donkeySurvey, DonkeySurveyPage, {}, 'articles'),
  lazyRoute(R.customerResources, CustomerResourcesPage, {}, 'resources'),
  lazyRoute(R.kissingAnimal, KissingAnimalPage, {}, 'articles'),
  lazyRoute(R.contact, ContactPage),
  // Its first step holds nothing personal (the record comes after a code, in the browser).
  lazyRoute(R.myData, MyDataPage),
  lazyRoute(
    R.privacy,
    PrivacyPage,
    ON_SERVER ? { serverData: () => [retrievingPrivacyFacts.start()] } : {},
  ),
  lazyRoute(
    R.doctor,
    DoctorPage,
    ON_SERVER ? { serverData: () => [retrievingDoctors.start()] } : {},
  ),
];
