// The bundled images, by name: webpack resolves this file (see webpack.config.cjs) and gives
// each SVG a content-hashed URL. image-urls.ts is what jest and tsc see.
import aboutTeam from './about-team.svg';
import articleKissing from './article-kissing.svg';
import award from './award.svg';
import galleryGroomingBath from './gallery-grooming-bath.svg';
import galleryGroomingTrim from './gallery-grooming-trim.svg';
import galleryMedicalKit from './gallery-medical-kit.svg';
import galleryVaccines from './gallery-vaccines.svg';
import heroDefault from './hero-default.svg';
import partnerAgrovet from './partner-agrovet.svg';
import partnerCountyVet from './partner-county-vet.svg';
import partnerDairyCoop from './partner-dairy-coop.svg';
import partnerDonkeyWelfare from './partner-donkey-welfare.svg';
import partnerKennelClub from './partner-kennel-club.svg';
import partnerVetSchool from './partner-vet-school.svg';
import projectDonkey from './project-donkey.svg';
import serviceAnimalIdentification from './service-animal-identification.svg';
import serviceAnimalProduction from './service-animal-production.svg';
import serviceArtificialInsemination from './service-artificial-insemination.svg';
import serviceDentalCleaning from './service-dental-cleaning.svg';
import serviceDiseaseControl from './service-disease-control.svg';
import serviceMedicalCare from './service-medical-care.svg';
import servicePetServices from './service-pet-services.svg';
import servicePuppyWellness from './service-puppy-wellness.svg';
import serviceSeniorPets from './service-senior-pets.svg';

export const IMAGE_URLS = {
  aboutTeam,
  articleKissing,
  award,
  galleryGroomingBath,
  galleryGroomingTrim,
  galleryMedicalKit,
  galleryVaccines,
  heroDefault,
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
} satisfies Record<string, string>;
