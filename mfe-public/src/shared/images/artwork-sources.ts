// The text of every picture drawn inline (Artwork): webpack's asset/source (webpack/browser.cjs).
// The home page's default hero stays a file (image-urls.ts): the carousel shows it as an image.
import aboutTeam from './about-team.svg?source';
import articleKissing from './article-kissing.svg?source';
import award from './award.svg?source';
import galleryGroomingBath from './gallery-grooming-bath.svg?source';
import galleryGroomingTrim from './gallery-grooming-trim.svg?source';
import galleryMedicalKit from './gallery-medical-kit.svg?source';
import galleryVaccines from './gallery-vaccines.svg?source';
import partnerAgrovet from './partner-agrovet.svg?source';
import partnerCountyVet from './partner-county-vet.svg?source';
import partnerDairyCoop from './partner-dairy-coop.svg?source';
import partnerDonkeyWelfare from './partner-donkey-welfare.svg?source';
import partnerKennelClub from './partner-kennel-club.svg?source';
import partnerVetSchool from './partner-vet-school.svg?source';
import projectDonkey from './project-donkey.svg?source';
import serviceAnimalIdentification from './service-animal-identification.svg?source';
import serviceAnimalProduction from './service-animal-production.svg?source';
import serviceArtificialInsemination from './service-artificial-insemination.svg?source';
import serviceDentalCleaning from './service-dental-cleaning.svg?source';
import serviceDiseaseControl from './service-disease-control.svg?source';
import serviceMedicalCare from './service-medical-care.svg?source';
import servicePetServices from './service-pet-services.svg?source';
import servicePuppyWellness from './service-puppy-wellness.svg?source';
import serviceSeniorPets from './service-senior-pets.svg?source';

export const ARTWORK_SOURCES = {
  aboutTeam,
  articleKissing,
  award,
  galleryGroomingBath,
  galleryGroomingTrim,
  galleryMedicalKit,
  galleryVaccines,
  partnerAgrovet,
  partnerCountyVet,
  partnerDairyCoop,
  partnerDonkeyWelfare,
  partnerKennelClub,
  partnerVetSchool,
  projectDonkey,
  serviceAnimalIdentification,
  serviceAnimalProduction,
  serviceArtificialInsemination,
  serviceDentalCleaning,
  serviceDiseaseControl,
  serviceMedicalCare,
  servicePetServices,
  servicePuppyWellness,
  serviceSeniorPets,
} as const;

export type ArtworkName = keyof typeof ARTWORK_SOURCES;
