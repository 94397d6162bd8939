import type { ReactNode } from 'react';
import { SITE_ROUTES } from 'shared-data';
import { AboutPage } from '../features/about/components/about-page';
import { DonkeySurveyPage } from '../features/articles/components/donkey-survey-page';
import { KissingAnimalPage } from '../features/articles/components/kissing-animal-page';
import { ProjectsPage } from '../features/articles/components/projects-page';
import { DoctorPage } from '../features/doctors/components/doctor-page';
import { AppointmentPage } from '../features/enquiry/components/appointment-page';
import { ContactPage } from '../features/enquiry/components/contact-page';
import { HomePage } from '../features/home/components/home-page';
import { CustomerResourcesPage } from '../features/resources/components/customer-resources-page';
import { ServicePage } from '../features/services/components/service-page';
import { ServicesPage } from '../features/services/components/services-page';

const R = SITE_ROUTES.public;

/** The routes this remote owns (SPEC §2.1) and the page each one shows. */
export const PAGES: readonly { path: string; element: ReactNode }[] = [
  { path: R.home, element: <HomePage /> },
  { path: R.aboutUs, element: <AboutPage /> },
  { path: R.services, element: <ServicesPage /> },
  { path: R.bookAppointment, element: <AppointmentPage /> },
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
