import { defineMessages, type Message } from 'shared-ui';

/** The kinds of organism in the table's Category column. */
export type ZoonosisCategory = 'Bacteria' | 'Virus' | 'Parasite' | 'Fungus';

/**
 * One row of the zoonoses table, whose columns are Organism, Common_Host, Category, Disease.
 * The organism's name is not translated; the hosts and the disease are messages.
 */
export interface Zoonosis {
  organism: string;
  commonHost: Message;
  category: ZoonosisCategory;
  disease: Message;
}

const article = defineMessages({
  title: {
    id: 'articles.kissing.title',
    defaultMessage: 'Why kissing your animal may not be the best idea',
  },
  lead: {
    id: 'articles.kissing.lead',
    defaultMessage:
      'Our pets are family, and a kiss on the nose feels harmless. But animals carry germs that can make people ill.',
  },
  before1: {
    id: 'articles.kissing.before.p1',
    defaultMessage:
      'Diseases that pass between animals and people are called zoonoses. About six in ten of the infections that affect people can come from animals, and many of them travel in saliva, on fur or in the droppings a pet walks through. A dog that licks its paws, its bottom and then your face has taken whatever it picked up along the way.',
  },
  before2: {
    id: 'articles.kissing.before.p2',
    defaultMessage:
      'Healthy adults usually shrug these germs off, but young children, pregnant women, older people and anyone with a weakened immune system can become seriously ill.',
  },
  adviceCuddle: {
    id: 'articles.kissing.advice.cuddle',
    defaultMessage:
      'Cuddle and stroke your pet, but avoid mouth-to-mouth kisses and do not let it lick your face, cuts or broken skin.',
  },
  adviceWash: {
    id: 'articles.kissing.advice.wash',
    defaultMessage:
      'Wash your hands with soap after handling animals, their food, toys, litter or droppings, and always before eating.',
  },
  adviceVaccinate: {
    id: 'articles.kissing.advice.vaccinate',
    defaultMessage:
      'Keep your pets vaccinated (rabies above all), dewormed every three months and free of ticks and fleas.',
  },
  adviceDroppings: {
    id: 'articles.kissing.advice.droppings',
    defaultMessage:
      'Pick up dog droppings and clean the litter tray daily; pregnant women should let someone else do it.',
  },
  adviceFood: {
    id: 'articles.kissing.advice.food',
    defaultMessage: 'Boil or pasteurise milk and cook meat and eggs thoroughly.',
  },
  adviceVet: {
    id: 'articles.kissing.advice.vet',
    defaultMessage:
      'See a vet if your pet has diarrhoea, skin lesions or changes in behaviour, and a doctor if you fall ill after an animal bite or scratch.',
  },
  after1: {
    id: 'articles.kissing.after.p1',
    defaultMessage:
      'None of this means keeping your distance from your animals. A little hygiene lets you enjoy them safely.',
  },
});

export const KISSING_ARTICLE: {
  title: Message;
  lead: Message;
  before: readonly Message[];
  advice: readonly Message[];
  after: readonly Message[];
} = {
  title: article.title,
  lead: article.lead,
  before: [article.before1, article.before2],
  advice: [
    article.adviceCuddle,
    article.adviceWash,
    article.adviceVaccinate,
    article.adviceDroppings,
    article.adviceFood,
    article.adviceVet,
  ],
  after: [article.after1],
};

/** The Category column's words. */
export const ZOONOSIS_CATEGORIES: Record<ZoonosisCategory, Message> = defineMessages({
  Bacteria: { id: 'articles.kissing.category.bacteria', defaultMessage: 'Bacteria' },
  Virus: { id: 'articles.kissing.category.virus', defaultMessage: 'Virus' },
  Parasite: { id: 'articles.kissing.category.parasite', defaultMessage: 'Parasite' },
  Fungus: { id: 'articles.kissing.category.fungus', defaultMessage: 'Fungus' },
});

const hosts = defineMessages({
  dogsCats: { id: 'articles.kissing.host.dogsCats', defaultMessage: 'Dogs, cats' },
  catsDogs: { id: 'articles.kissing.host.catsDogs', defaultMessage: 'Cats, dogs' },
  cats: { id: 'articles.kissing.host.cats', defaultMessage: 'Cats' },
  poultryReptilesDogs: {
    id: 'articles.kissing.host.poultryReptilesDogs',
    defaultMessage: 'Poultry, reptiles, dogs',
  },
  poultryPuppiesKittens: {
    id: 'articles.kissing.host.poultryPuppiesKittens',
    defaultMessage: 'Poultry, puppies, kittens',
  },
  dogsRatsCattle: {
    id: 'articles.kissing.host.dogsRatsCattle',
    defaultMessage: 'Dogs, rats, cattle',
  },
  cattleGoats: { id: 'articles.kissing.host.cattleGoats', defaultMessage: 'Cattle, goats' },
  dogsPuppies: { id: 'articles.kissing.host.dogsPuppies', defaultMessage: 'Dogs, puppies' },
  dogsSheepGoats: {
    id: 'articles.kissing.host.dogsSheepGoats',
    defaultMessage: 'Dogs, sheep, goats',
  },
  dogsCatsCalves: {
    id: 'articles.kissing.host.dogsCatsCalves',
    defaultMessage: 'Dogs, cats, calves',
  },
});

const diseases = defineMessages({
  rabies: { id: 'articles.kissing.disease.rabies', defaultMessage: 'Rabies' },
  salmonellosis: {
    id: 'articles.kissing.disease.salmonellosis',
    defaultMessage: 'Salmonellosis',
  },
  campylobacteriosis: {
    id: 'articles.kissing.disease.campylobacteriosis',
    defaultMessage: 'Campylobacteriosis',
  },
  pasteurellosis: {
    id: 'articles.kissing.disease.pasteurellosis',
    defaultMessage: 'Pasteurellosis (bite and scratch wound infection)',
  },
  capnocytophaga: {
    id: 'articles.kissing.disease.capnocytophaga',
    defaultMessage: 'Capnocytophaga infection',
  },
  catScratch: { id: 'articles.kissing.disease.catScratch', defaultMessage: 'Cat scratch disease' },
  leptospirosis: {
    id: 'articles.kissing.disease.leptospirosis',
    defaultMessage: 'Leptospirosis',
  },
  brucellosis: { id: 'articles.kissing.disease.brucellosis', defaultMessage: 'Brucellosis' },
  toxocariasis: {
    id: 'articles.kissing.disease.toxocariasis',
    defaultMessage: 'Toxocariasis (visceral and ocular larva migrans)',
  },
  hydatid: {
    id: 'articles.kissing.disease.hydatid',
    defaultMessage: 'Hydatid disease (cystic echinococcosis)',
  },
  toxoplasmosis: {
    id: 'articles.kissing.disease.toxoplasmosis',
    defaultMessage: 'Toxoplasmosis',
  },
  giardiasis: { id: 'articles.kissing.disease.giardiasis', defaultMessage: 'Giardiasis' },
  ringworm: {
    id: 'articles.kissing.disease.ringworm',
    defaultMessage: 'Ringworm (dermatophytosis)',
  },
});

/** The zoonoses table: organisms of pets and farm animals that infect people in Kenya. */
export const ZOONOSES: readonly Zoonosis[] = [
  {
    organism: 'Rabies virus',
    commonHost: hosts.dogsCats,
    category: 'Virus',
    disease: diseases.rabies,
  },
  {
    organism: 'Salmonella spp.',
    commonHost: hosts.poultryReptilesDogs,
    category: 'Bacteria',
    disease: diseases.salmonellosis,
  },
  {
    organism: 'Campylobacter jejuni',
    commonHost: hosts.poultryPuppiesKittens,
    category: 'Bacteria',
    disease: diseases.campylobacteriosis,
  },
  {
    organism: 'Pasteurella multocida',
    commonHost: hosts.catsDogs,
    category: 'Bacteria',
    disease: diseases.pasteurellosis,
  },
  {
    organism: 'Capnocytophaga canimorsus',
    commonHost: hosts.dogsCats,
    category: 'Bacteria',
    disease: diseases.capnocytophaga,
  },
  {
    organism: 'Bartonella henselae',
    commonHost: hosts.cats,
    category: 'Bacteria',
    disease: diseases.catScratch,
  },
  {
    organism: 'Leptospira interrogans',
    commonHost: hosts.dogsRatsCattle,
    category: 'Bacteria',
    disease: diseases.leptospirosis,
  },
  {
    organism: 'Brucella abortus',
    commonHost: hosts.cattleGoats,
    category: 'Bacteria',
    disease: diseases.brucellosis,
  },
  {
    organism: 'Toxocara canis',
    commonHost: hosts.dogsPuppies,
    category: 'Parasite',
    disease: diseases.toxocariasis,
  },
  {
    organism: 'Echinococcus granulosus',
    commonHost: hosts.dogsSheepGoats,
    category: 'Parasite',
    disease: diseases.hydatid,
  },
  {
    organism: 'Toxoplasma gondii',
    commonHost: hosts.cats,
    category: 'Parasite',
    disease: diseases.toxoplasmosis,
  },
  {
    organism: 'Giardia duodenalis',
    commonHost: hosts.dogsCatsCalves,
    category: 'Parasite',
    disease: diseases.giardiasis,
  },
  {
    organism: 'Microsporum canis',
    commonHost: hosts.catsDogs,
    category: 'Fungus',
    disease: diseases.ringworm,
  },
];
