import { lazy, Suspense, type ComponentType } from 'react';
import { SITE_ROUTES, type RemoteRoute } from 'shared-data';
import { Spinner } from 'shared-ui';
import { DoctorsSection } from '../features/doctors/components/doctors-section';
import { HomePage } from '../features/home/components/home-page';
import { ServiceCards } from '../features/services/components/service-cards';
import type { ServiceKey } from '../shared/data/services';

/**
 * Every page but the home page is its own chunk, fetched when first visited: the home page,
 * the first thing most visitors open on a phone, does not pay for the other pages' text.
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
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
const ServicesPage = page(() =>
  import('../features/services/components/services-page').then((m) => m.ServicesPage),
);
const ServicePage = page<{ service: ServiceKey }>(() =>
  import('../features/services/components/service-page').then((m) => m.ServicePage),
);
// Booking's two pages are one import (with date-fns), made only on /book_appointment/...: one
// chunk list in this module instead of two.
const bookingPages = () => import('../features/booking/components/booking-pages');
const BookingPage = page(() => bookingPages().then((m) => m.BookingPage));
const ManageBookingPage = page(() => bookingPages().then((m) => m.ManagePage));
const ContactPage = page(() =>
  import('../features/enquiry/components/contact-page').then((m) => m.ContactPage),
);
const ProjectsPage = page(() =>
  import('../features/articles/components/projects-page').then((m) => m.ProjectsPage),
);
const DonkeySurveyPage = page(() =>
  import('../features/articles/components/donkey-survey-page').then((m) => m.DonkeySurveyPage),
);
const KissingAnimalPage = page(() =>
  import('../features/articles/components/kissing-animal-page').then((m) => m.KissingAnimalPage),
);
const CustomerResourcesPage = page(() =>
  import('../features/resources/components/customer-resources-page').then(
    (m) => m.CustomerResourcesPage,
  ),
);
const DoctorPage = page(() =>
  import('../features/doctors/components/doctor-page').then((m) => m.DoctorPage),
);

const R = SITE_ROUTES.public;

/** The routes this remote owns (docs/behaviour.md#routes) and the page each one shows. */
export const PAGES: RemoteRoute[] = [
  {
    path: R.home,
    element: <HomePage services={<ServiceCards headingLevel={3} />} doctors={<DoctorsSection />} />,
  },
  { path: R.aboutUs, element: <AboutPage /> },
  { path: R.services, element: <ServicesPage /> },
  { path: R.bookAppointment, element: <BookingPage /> },
  { path: R.manageBooking, element: <ManageBookingPage /> },
  { path: R.animalIdentification, element: <ServicePage service="animalIdentification" /> },
  { path: R.diseaseControl, element: <ServicePage service="diseaseControl" /> },
  { path: R.animalProduction, element: <ServicePage service="animalProduction" /> },
  { path: R.artificialInsemination, element: <ServicePage service="artificialInsemination" /> },
  { path: R.dentalCleaning, element: <ServicePage service="dentalCleaning" /> },
  { path: R.medicalCare, element: <ServicePage service="medicalCare" /> },
  { path: R.puppyWellness, element: <ServicePage service="puppyWellness" /> },
  { path: R.petServices, element: <ServicePage service="petServices" /> },
  { path: R.seniorPets, element: <ServicePage service="seniorPets" /> },
  { path: R.projects, element: <ProjectsPage /> },
  { path: R.donkeySurvey, element: <DonkeySurveyPage /> },
  { path: R.customerResources, element: <CustomerResourcesPage /> },
  { path: R.kissingAnimal, element: <KissingAnimalPage /> },
  { path: R.contact, element: <ContactPage /> },
  { path: R.doctor, element: <DoctorPage /> },
];
