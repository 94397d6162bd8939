// The bundled images, by name. In the build, image-urls.web.ts takes this file's place and
// imports each SVG (webpack turns it into a hashed URL); jest has no loader for SVG, so tests
// and the type-checker see these file names instead.
export const IMAGE_URLS = {
  aboutTeam: 'about-team.svg',
  articleKissing: 'article-kissing.svg',
  award: 'award.svg',
  galleryGroomingBath: 'gallery-grooming-bath.svg',
  galleryGroomingTrim: 'gallery-grooming-trim.svg',
  galleryMedicalKit: 'gallery-medical-kit.svg',
  galleryVaccines: 'gallery-vaccines.svg',
  heroDefault: 'hero-default.svg',
  partnerAgrovet: 'partner-agrovet.svg',
  partnerCountyVet: 'partner-county-vet.svg',
  partnerDairyCoop: 'partner-dairy-coop.svg',
  partnerDonkeyWelfare: 'partner-donkey-welfare.svg',
  partnerKennelClub: 'partner-kennel-club.svg',
  partnerVetSchool: 'partner-vet-school.svg',
  projectDonkey: 'project-donkey.svg',
  serviceAnimalIdentification: 'service-animal-identification.svg',
  serviceAnimalProduction: 'service-animal-production.svg',
  serviceArtificialInsemination: 'service-artificial-insemination.svg',
  serviceDentalCleaning: 'service-dental-cleaning.svg',
  serviceDiseaseControl: 'service-disease-control.svg',
  serviceMedicalCare: 'service-medical-care.svg',
  servicePetServices: 'service-pet-services.svg',
  servicePuppyWellness: 'service-puppy-wellness.svg',
  serviceSeniorPets: 'service-senior-pets.svg',
};

export type ImageName = keyof typeof IMAGE_URLS;
