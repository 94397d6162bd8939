import { SITE_ROUTES } from 'shared-data';
import type { ArtworkName } from '../images/artwork-sources';

export interface Service {
  path: string;
  title: string;
  /** The card text on the home and services pages. */
  summary: string;
  /** The page's meta description. */
  description: string;
  image: ArtworkName;
  imageAlt: string;
}

const R = SITE_ROUTES.public;

/**
 * The services (docs/behaviour.md#services): titles, card texts, page descriptions and
 * illustrations, read by the services pages, the home page's cards and the appointment form.
 * Each page's own text is in features/services/data/service-sections.ts, loaded only with the
 * service pages.
 */
export const SERVICES = {
  animalIdentification: {
    path: R.animalIdentification,
    title: 'Animal Identification',
    summary:
      'Microchips for dogs and cats, ear tags and herd records for livestock: proof of ownership and traceability.',
    description:
      'Microchipping for dogs and cats, ear tagging and herd registers for cattle, sheep and goats in Nairobi and Kiambu.',
    image: 'serviceAnimalIdentification',
    imageAlt: 'An ear tag with a number, as used to identify cattle',
  },
  diseaseControl: {
    path: R.diseaseControl,
    title: 'Disease Control & Treatment',
    summary:
      'Vaccination, tick and worm control, diagnosis and treatment of infectious disease in pets and livestock.',
    description:
      'Vaccination programmes, tick and worm control, laboratory diagnosis and treatment of infectious diseases of pets and livestock in Kenya.',
    image: 'serviceDiseaseControl',
    imageAlt: 'A shield with a red cross, standing for protection against disease',
  },
  animalProduction: {
    path: R.animalProduction,
    title: 'Animal Production & Health',
    summary:
      'Herd health visits, feeding and housing advice and records that help dairy, beef, poultry and goat farmers earn more.',
    description:
      'Herd health planning, nutrition, housing and production records for dairy, beef, goat, sheep and poultry farmers in Kiambu and Nairobi.',
    image: 'serviceAnimalProduction',
    imageAlt: 'A dairy cow standing in a green field',
  },
  artificialInsemination: {
    path: R.artificialInsemination,
    title: 'Artificial Insemination',
    summary:
      'Proven semen from tested bulls, inseminated at the right time by trained technicians, with pregnancy checks to follow.',
    description:
      'Artificial insemination for dairy and beef cattle and goats: semen from proven sires, heat detection advice and pregnancy diagnosis.',
    image: 'serviceArtificialInsemination',
    imageAlt: 'A double helix, standing for breeding and genetics',
  },
  dentalCleaning: {
    path: R.dentalCleaning,
    title: 'Dental Cleaning',
    summary:
      'Dental checks, scaling and polishing under anaesthesia and extractions, for fresh breath and a comfortable mouth.',
    description:
      'Dental examinations, scaling and polishing under anaesthesia, and extractions for dogs and cats in Nairobi.',
    image: 'serviceDentalCleaning',
    imageAlt: 'A clean white tooth, standing for dental care',
  },
  medicalCare: {
    path: R.medicalCare,
    title: 'Medical and Surgical Care',
    summary:
      'Consultations, laboratory tests, surgery and hospital care, with an emergency line open 24 hours.',
    description:
      'Veterinary consultations, diagnostics, soft-tissue and orthopaedic surgery, hospitalisation and 24-hour emergency care in Nairobi.',
    image: 'serviceMedicalCare',
    imageAlt: 'A medical cross in a white circle',
  },
  puppyWellness: {
    path: R.puppyWellness,
    title: 'Puppy & Kitten Wellness',
    summary:
      'Vaccinations, deworming and advice on feeding, training and neutering for the first months of life.',
    description:
      'Puppy and kitten vaccinations from 6-8 weeks, deworming, microchipping and advice on feeding, socialisation and neutering.',
    image: 'servicePuppyWellness',
    imageAlt: 'A paw print',
  },
  seniorPets: {
    path: R.seniorPets,
    title: 'Senior Pets & Geriatrics Wellness',
    summary:
      'Check-ups, blood tests and pain relief for older dogs and cats, and a monthly geriatric wellness programme.',
    description:
      'Geriatric wellness for older dogs and cats: the programme runs on the first Saturday of every month from 8am to 3pm.',
    image: 'serviceSeniorPets',
    imageAlt: 'A heart with a heartbeat line',
  },
  petServices: {
    path: R.petServices,
    title: 'Pet Services',
    summary:
      'Grooming, bathing, nail clipping and boarding, with every pet in our care checked by a vet.',
    description:
      'Pet grooming, bathing, nail clipping, ear cleaning and boarding for dogs and cats, with a vet on site.',
    image: 'servicePetServices',
    imageAlt: 'A pair of grooming scissors',
  },
} as const satisfies Record<string, Service>;

export type ServiceKey = keyof typeof SERVICES;

/** The eight cards of the services index, in order (pet services has a page, not a card). */
export const SERVICE_CARDS: readonly ServiceKey[] = [
  'animalIdentification',
  'diseaseControl',
  'animalProduction',
  'artificialInsemination',
  'dentalCleaning',
  'medicalCare',
  'puppyWellness',
  'seniorPets',
];
