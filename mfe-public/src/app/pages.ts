import { SITE_ROUTES } from 'shared-data';

/** The routes this remote owns (SPEC §2.1) and their page titles. */
export const PAGES = [
  { path: SITE_ROUTES.public.home, title: 'Animal health, grooming and boarding you can trust' },
  { path: SITE_ROUTES.public.aboutUs, title: 'About Us' },
  { path: SITE_ROUTES.public.services, title: 'Our Services' },
  { path: SITE_ROUTES.public.bookAppointment, title: 'Book an Appointment' },
  { path: SITE_ROUTES.public.animalIdentification, title: 'Animal Identification' },
  { path: SITE_ROUTES.public.diseaseControl, title: 'Disease Control & Treatment' },
  { path: SITE_ROUTES.public.animalProduction, title: 'Animal Production & Health' },
  { path: SITE_ROUTES.public.artificialInsemination, title: 'Artificial Insemination' },
  { path: SITE_ROUTES.public.dentalCleaning, title: 'Dental Cleaning' },
  { path: SITE_ROUTES.public.medicalCare, title: 'Medical and Surgical Care' },
  { path: SITE_ROUTES.public.puppyWellness, title: 'Puppy & Kitten Wellness' },
  { path: SITE_ROUTES.public.petServices, title: 'Pet Services' },
  { path: SITE_ROUTES.public.seniorPets, title: 'Senior Pets & Geriatrics Wellness' },
  { path: SITE_ROUTES.public.projects, title: 'Projects' },
  { path: SITE_ROUTES.public.donkeySurvey, title: 'Donkey Survey' },
  { path: SITE_ROUTES.public.customerResources, title: 'Customer Resources' },
  {
    path: SITE_ROUTES.public.kissingAnimal,
    title: 'Why kissing your animal may not be the best idea',
  },
  { path: SITE_ROUTES.public.contact, title: 'Contact Us' },
  { path: SITE_ROUTES.public.doctor, title: 'Our Veterinary Doctors' },
] as const;
