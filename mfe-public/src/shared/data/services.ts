import { SITE_ROUTES } from 'shared-data';
import { defineMessages, type Message, type MessageDescriptor } from 'shared-ui';
import type { ArtworkName } from '../images/artwork-sources';

/** A text of a service, in the page's language: components format it with intl.formatMessage. */
export type ServiceText = MessageDescriptor & Message;

export interface Service {
  path: string;
  /** The service's name: the card title, the page's heading and the start of its title. */
  name: ServiceText;
  /**
   * The English name (name.defaultMessage), for what is English whatever the page's language.
   * What a page shows is `name`, formatted.
   */
  title: string;
  /** The card text on the home and services pages, and the lead of the service's page. */
  summary: ServiceText;
  /** The page's meta description. */
  description: ServiceText;
  image: ArtworkName;
  imageAlt: ServiceText;
}

const R = SITE_ROUTES.public;

const messages = defineMessages({
  animalIdentificationName: {
    id: 'serviceCards.animalIdentification.name',
    defaultMessage: 'Animal Identification',
  },
  animalIdentificationSummary: {
    id: 'serviceCards.animalIdentification.summary',
    defaultMessage:
      'Microchips for dogs and cats, ear tags and herd records for livestock: proof of ownership and traceability.',
  },
  animalIdentificationDescription: {
    id: 'serviceCards.animalIdentification.description',
    defaultMessage:
      'Microchipping for dogs and cats, ear tagging and herd registers for cattle, sheep and goats in Nairobi and Kiambu.',
  },
  animalIdentificationImageAlt: {
    id: 'serviceCards.animalIdentification.imageAlt',
    defaultMessage: 'An ear tag with a number, as used to identify cattle',
  },
  diseaseControlName: {
    id: 'serviceCards.diseaseControl.name',
    defaultMessage: 'Disease Control & Treatment',
  },
  diseaseControlSummary: {
    id: 'serviceCards.diseaseControl.summary',
    defaultMessage:
      'Vaccination, tick and worm control, diagnosis and treatment of infectious disease in pets and livestock.',
  },
  diseaseControlDescription: {
    id: 'serviceCards.diseaseControl.description',
    defaultMessage:
      'Vaccination programmes, tick and worm control, laboratory diagnosis and treatment of infectious diseases of pets and livestock in Kenya.',
  },
  diseaseControlImageAlt: {
    id: 'serviceCards.diseaseControl.imageAlt',
    defaultMessage: 'A shield with a red cross, standing for protection against disease',
  },
  animalProductionName: {
    id: 'serviceCards.animalProduction.name',
    defaultMessage: 'Animal Production & Health',
  },
  animalProductionSummary: {
    id: 'serviceCards.animalProduction.summary',
    defaultMessage:
      'Herd health visits, feeding and housing advice and records that help dairy, beef, poultry and goat farmers earn more.',
  },
  animalProductionDescription: {
    id: 'serviceCards.animalProduction.description',
    defaultMessage:
      'Herd health planning, nutrition, housing and production records for dairy, beef, goat, sheep and poultry farmers in Kiambu and Nairobi.',
  },
  animalProductionImageAlt: {
    id: 'serviceCards.animalProduction.imageAlt',
    defaultMessage: 'A dairy cow standing in a green field',
  },
  artificialInseminationName: {
    id: 'serviceCards.artificialInsemination.name',
    defaultMessage: 'Artificial Insemination',
  },
  artificialInseminationSummary: {
    id: 'serviceCards.artificialInsemination.summary',
    defaultMessage:
      'Proven semen from tested bulls, inseminated at the right time by trained technicians, with pregnancy checks to follow.',
  },
  artificialInseminationDescription: {
    id: 'serviceCards.artificialInsemination.description',
    defaultMessage:
      'Artificial insemination for dairy and beef cattle and goats: semen from proven sires, heat detection advice and pregnancy diagnosis.',
  },
  artificialInseminationImageAlt: {
    id: 'serviceCards.artificialInsemination.imageAlt',
    defaultMessage: 'A double helix, standing for breeding and genetics',
  },
  dentalCleaningName: { id: 'serviceCards.dentalCleaning.name', defaultMessage: 'Dental Cleaning' },
  dentalCleaningSummary: {
    id: 'serviceCards.dentalCleaning.summary',
    defaultMessage:
      'Dental checks, scaling and polishing under anaesthesia and extractions, for fresh breath and a comfortable mouth.',
  },
  dentalCleaningDescription: {
    id: 'serviceCards.dentalCleaning.description',
    defaultMessage:
      'Dental examinations, scaling and polishing under anaesthesia, and extractions for dogs and cats in Nairobi.',
  },
  dentalCleaningImageAlt: {
    id: 'serviceCards.dentalCleaning.imageAlt',
    defaultMessage: 'A clean white tooth, standing for dental care',
  },
  medicalCareName: {
    id: 'serviceCards.medicalCare.name',
    defaultMessage: 'Medical and Surgical Care',
  },
  medicalCareSummary: {
    id: 'serviceCards.medicalCare.summary',
    defaultMessage:
      'Consultations, laboratory tests, surgery and hospital care, with an emergency line open 24 hours.',
  },
  medicalCareDescription: {
    id: 'serviceCards.medicalCare.description',
    defaultMessage:
      'Veterinary consultations, diagnostics, soft-tissue and orthopaedic surgery, hospitalisation and 24-hour emergency care in Nairobi.',
  },
  medicalCareImageAlt: {
    id: 'serviceCards.medicalCare.imageAlt',
    defaultMessage: 'A medical cross in a white circle',
  },
  puppyWellnessName: {
    id: 'serviceCards.puppyWellness.name',
    defaultMessage: 'Puppy & Kitten Wellness',
  },
  puppyWellnessSummary: {
    id: 'serviceCards.puppyWellness.summary',
    defaultMessage:
      'Vaccinations, deworming and advice on feeding, training and neutering for the first months of life.',
  },
  puppyWellnessDescription: {
    id: 'serviceCards.puppyWellness.description',
    defaultMessage:
      'Puppy and kitten vaccinations from 6-8 weeks, deworming, microchipping and advice on feeding, socialisation and neutering.',
  },
  puppyWellnessImageAlt: {
    id: 'serviceCards.puppyWellness.imageAlt',
    defaultMessage: 'A paw print',
  },
  seniorPetsName: {
    id: 'serviceCards.seniorPets.name',
    defaultMessage: 'Senior Pets & Geriatrics Wellness',
  },
  seniorPetsSummary: {
    id: 'serviceCards.seniorPets.summary',
    defaultMessage:
      'Check-ups, blood tests and pain relief for older dogs and cats, and a monthly geriatric wellness programme.',
  },
  seniorPetsDescription: {
    id: 'serviceCards.seniorPets.description',
    defaultMessage:
      'Geriatric wellness for older dogs and cats: the programme runs on the first Saturday of every month from 8am to 3pm.',
  },
  seniorPetsImageAlt: {
    id: 'serviceCards.seniorPets.imageAlt',
    defaultMessage: 'A heart with a heartbeat line',
  },
  petServicesName: { id: 'serviceCards.petServices.name', defaultMessage: 'Pet Services' },
  petServicesSummary: {
    id: 'serviceCards.petServices.summary',
    defaultMessage:
      'Grooming, bathing, nail clipping and boarding, with every pet in our care checked by a vet.',
  },
  petServicesDescription: {
    id: 'serviceCards.petServices.description',
    defaultMessage:
      'Pet grooming, bathing, nail clipping, ear cleaning and boarding for dogs and cats, with a vet on site.',
  },
  petServicesImageAlt: {
    id: 'serviceCards.petServices.imageAlt',
    defaultMessage: 'A pair of grooming scissors',
  },
});

/**
 * The services (docs/behaviour.md#services): names, card texts, page descriptions and
 * illustrations, read by the services pages, the home page's cards and the appointment form.
 * Each page's own text is in features/services/data/service-sections.ts, loaded only with the
 * service pages. The texts are message descriptors: components format them with
 * intl.formatMessage (or <FormattedMessage {...service.name} />), in the page's language.
 */
export const SERVICES = {
  animalIdentification: {
    path: R.animalIdentification,
    name: messages.animalIdentificationName,
    title: messages.animalIdentificationName.defaultMessage,
    summary: messages.animalIdentificationSummary,
    description: messages.animalIdentificationDescription,
    image: 'serviceAnimalIdentification',
    imageAlt: messages.animalIdentificationImageAlt,
  },
  diseaseControl: {
    path: R.diseaseControl,
    name: messages.diseaseControlName,
    title: messages.diseaseControlName.defaultMessage,
    summary: messages.diseaseControlSummary,
    description: messages.diseaseControlDescription,
    image: 'serviceDiseaseControl',
    imageAlt: messages.diseaseControlImageAlt,
  },
  animalProduction: {
    path: R.animalProduction,
    name: messages.animalProductionName,
    title: messages.animalProductionName.defaultMessage,
    summary: messages.animalProductionSummary,
    description: messages.animalProductionDescription,
    image: 'serviceAnimalProduction',
    imageAlt: messages.animalProductionImageAlt,
  },
  artificialInsemination: {
    path: R.artificialInsemination,
    name: messages.artificialInseminationName,
    title: messages.artificialInseminationName.defaultMessage,
    summary: messages.artificialInseminationSummary,
    description: messages.artificialInseminationDescription,
    image: 'serviceArtificialInsemination',
    imageAlt: messages.artificialInseminationImageAlt,
  },
  dentalCleaning: {
    path: R.dentalCleaning,
    name: messages.dentalCleaningName,
    title: messages.dentalCleaningName.defaultMessage,
    summary: messages.dentalCleaningSummary,
    description: messages.dentalCleaningDescription,
    image: 'serviceDentalCleaning',
    imageAlt: messages.dentalCleaningImageAlt,
  },
  medicalCare: {
    path: R.medicalCare,
    name: messages.medicalCareName,
    title: messages.medicalCareName.defaultMessage,
    summary: messages.medicalCareSummary,
    description: messages.medicalCareDescription,
    image: 'serviceMedicalCare',
    imageAlt: messages.medicalCareImageAlt,
  },
  puppyWellness: {
    path: R.puppyWellness,
    name: messages.puppyWellnessName,
    title: messages.puppyWellnessName.defaultMessage,
    summary: messages.puppyWellnessSummary,
    description: messages.puppyWellnessDescription,
    image: 'servicePuppyWellness',
    imageAlt: messages.puppyWellnessImageAlt,
  },
  seniorPets: {
    path: R.seniorPets,
    name: messages.seniorPetsName,
    title: messages.seniorPetsName.defaultMessage,
    summary: messages.seniorPetsSummary,
    description: messages.seniorPetsDescription,
    image: 'serviceSeniorPets',
    imageAlt: messages.seniorPetsImageAlt,
  },
  petServices: {
    path: R.petServices,
    name: messages.petServicesName,
    title: messages.petServicesName.defaultMessage,
    summary: messages.petServicesSummary,
    description: messages.petServicesDescription,
    image: 'servicePetServices',
    imageAlt: messages.petServicesImageAlt,
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
