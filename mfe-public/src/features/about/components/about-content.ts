import type { ArtworkName } from '../../../shared/images/artwork-sources';
import { DOCUMENT_URLS } from '../documents/document-urls';

/** The four core values, in the order of docs/behaviour.md#about-us. */
export const CORE_VALUES = [
  'Customer satisfaction',
  'Continuous learning and improvement',
  'High quality and reliability',
  'Transparency and accountability',
] as const;

/** The four award cards. */
export const AWARDS = [
  {
    title: 'Best Mixed Practice, Central Region',
    year: 2019,
    text: 'Recognised by fellow practitioners for care of both companion and farm animals.',
  },
  {
    title: 'Animal Welfare Champion',
    year: 2021,
    text: 'For our donkey welfare survey and free treatment days for working donkeys.',
  },
  {
    title: 'Excellence in Client Service',
    year: 2022,
    text: 'Voted by pet owners and farmers in a county-wide customer survey.',
  },
  {
    title: 'Mentor of Young Veterinarians',
    year: 2023,
    text: 'For the internship and attachment programme that has trained over 100 students.',
  },
] as const;

/** The gallery: pet grooming and medical kit pictures. */
export const GALLERY: readonly { image: ArtworkName; alt: string; caption: string }[] = [
  {
    image: 'galleryGroomingBath',
    alt: 'A bath full of soap bubbles',
    caption: 'Pet grooming: bath time',
  },
  {
    image: 'galleryGroomingTrim',
    alt: 'Grooming scissors',
    caption: 'Pet grooming: clipping and trimming',
  },
  {
    image: 'galleryMedicalKit',
    alt: 'A first-aid case with a red cross',
    caption: 'Our medical kit for farm calls',
  },
  {
    image: 'galleryVaccines',
    alt: 'A vaccine syringe',
    caption: 'Vaccines kept in the cold chain',
  },
];

/** The policy documents: the boarding admission form and policy. */
export const POLICY_DOCUMENTS = [
  {
    title: 'Boarding admission form',
    url: DOCUMENT_URLS.boardingAdmissionForm,
    note: 'print, fill in and bring it with your pet',
  },
  {
    title: 'Boarding policy',
    url: DOCUMENT_URLS.boardingPolicy,
    note: 'vaccinations, feeding, medication, collection and fees',
  },
] as const;
