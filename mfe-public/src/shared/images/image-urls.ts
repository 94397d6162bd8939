// The images bundled with the site, by name. `new URL('./file', import.meta.url)` is how
// webpack bundles a file and answers its content-hashed URL; under jest, which bundles
// nothing, the same expression is the file's own path.
export const IMAGE_URLS = {
  aboutTeam: new URL('./about-team.svg', import.meta.url).href,
  articleKissing: new URL('./article-kissing.svg', import.meta.url).href,
  award: new URL('./award.svg', import.meta.url).href,
  galleryGroomingBath: new URL('./gallery-grooming-bath.svg', import.meta.url).href,
  galleryGroomingTrim: new URL('./gallery-grooming-trim.svg', import.meta.url).href,
  galleryMedicalKit: new URL('./gallery-medical-kit.svg', import.meta.url).href,
  galleryVaccines: new URL('./gallery-vaccines.svg', import.meta.url).href,
  heroDefault: new URL('./hero-default.svg', import.meta.url).href,
  partnerAgrovet: new URL('./partner-agrovet.svg', import.meta.url).href,
  partnerCountyVet: new URL('./partner-county-vet.svg', import.meta.url).href,
  partnerDairyCoop: new URL('./partner-dairy-coop.svg', import.meta.url).href,
  partnerDonkeyWelfare: new URL('./partner-donkey-welfare.svg', import.meta.url).href,
  partnerKennelClub: new URL('./partner-kennel-club.svg', import.meta.url).href,
  partnerVetSchool: new URL('./partner-vet-school.svg', import.meta.url).href,
  projectDonkey: new URL('./project-donkey.svg', import.meta.url).href,
  serviceAnimalIdentification: new URL('./service-animal-identification.svg', import.meta.url).href,
  serviceAnimalProduction: new URL('./service-animal-production.svg', import.meta.url).href,
  serviceArtificialInsemination: new URL('./service-artificial-insemination.svg', import.meta.url)
    .href,
  serviceDentalCleaning: new URL('./service-dental-cleaning.svg', import.meta.url).href,
  serviceDiseaseControl: new URL('./service-disease-control.svg', import.meta.url).href,
  serviceMedicalCare: new URL('./service-medical-care.svg', import.meta.url).href,
  servicePetServices: new URL('./service-pet-services.svg', import.meta.url).href,
  servicePuppyWellness: new URL('./service-puppy-wellness.svg', import.meta.url).href,
  serviceSeniorPets: new URL('./service-senior-pets.svg', import.meta.url).href,
};

export type ImageName = keyof typeof IMAGE_URLS;
