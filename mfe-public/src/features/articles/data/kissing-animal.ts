/** One row of the zoonoses table, whose columns are Organism, Common_Host, Category, Disease. */
export interface Zoonosis {
  organism: string;
  commonHost: string;
  category: 'Bacteria' | 'Virus' | 'Parasite' | 'Fungus';
  disease: string;
}

export const KISSING_ARTICLE = {
  title: 'Why kissing your animal may not be the best idea',
  lead: 'Our pets are family, and a kiss on the nose feels harmless. But animals carry germs that can make people ill.',
  before: [
    'Diseases that pass between animals and people are called zoonoses. About six in ten of the infections that affect people can come from animals, and many of them travel in saliva, on fur or in the droppings a pet walks through. A dog that licks its paws, its bottom and then your face has taken whatever it picked up along the way.',
    'Healthy adults usually shrug these germs off, but young children, pregnant women, older people and anyone with a weakened immune system can become seriously ill.',
  ],
  advice: [
    'Cuddle and stroke your pet, but avoid mouth-to-mouth kisses and do not let it lick your face, cuts or broken skin.',
    'Wash your hands with soap after handling animals, their food, toys, litter or droppings, and always before eating.',
    'Keep your pets vaccinated (rabies above all), dewormed every three months and free of ticks and fleas.',
    'Pick up dog droppings and clean the litter tray daily; pregnant women should let someone else do it.',
    'Boil or pasteurise milk and cook meat and eggs thoroughly.',
    'See a vet if your pet has diarrhoea, skin lesions or changes in behaviour, and a doctor if you fall ill after an animal bite or scratch.',
  ],
  after: [
    'None of this means keeping your distance from your animals. A little hygiene lets you enjoy them safely.',
  ],
};

/** The zoonoses table: organisms of pets and farm animals that infect people in Kenya. */
export const ZOONOSES: readonly Zoonosis[] = [
  { organism: 'Rabies virus', commonHost: 'Dogs, cats', category: 'Virus', disease: 'Rabies' },
  {
    organism: 'Salmonella spp.',
    commonHost: 'Poultry, reptiles, dogs',
    category: 'Bacteria',
    disease: 'Salmonellosis',
  },
  {
    organism: 'Campylobacter jejuni',
    commonHost: 'Poultry, puppies, kittens',
    category: 'Bacteria',
    disease: 'Campylobacteriosis',
  },
  {
    organism: 'Pasteurella multocida',
    commonHost: 'Cats, dogs',
    category: 'Bacteria',
    disease: 'Pasteurellosis (bite and scratch wound infection)',
  },
  {
    organism: 'Capnocytophaga canimorsus',
    commonHost: 'Dogs, cats',
    category: 'Bacteria',
    disease: 'Capnocytophaga infection',
  },
  {
    organism: 'Bartonella henselae',
    commonHost: 'Cats',
    category: 'Bacteria',
    disease: 'Cat scratch disease',
  },
  {
    organism: 'Leptospira interrogans',
    commonHost: 'Dogs, rats, cattle',
    category: 'Bacteria',
    disease: 'Leptospirosis',
  },
  {
    organism: 'Brucella abortus',
    commonHost: 'Cattle, goats',
    category: 'Bacteria',
    disease: 'Brucellosis',
  },
  {
    organism: 'Toxocara canis',
    commonHost: 'Dogs, puppies',
    category: 'Parasite',
    disease: 'Toxocariasis (visceral and ocular larva migrans)',
  },
  {
    organism: 'Echinococcus granulosus',
    commonHost: 'Dogs, sheep, goats',
    category: 'Parasite',
    disease: 'Hydatid disease (cystic echinococcosis)',
  },
  {
    organism: 'Toxoplasma gondii',
    commonHost: 'Cats',
    category: 'Parasite',
    disease: 'Toxoplasmosis',
  },
  {
    organism: 'Giardia duodenalis',
    commonHost: 'Dogs, cats, calves',
    category: 'Parasite',
    disease: 'Giardiasis',
  },
  {
    organism: 'Microsporum canis',
    commonHost: 'Cats, dogs',
    category: 'Fungus',
    disease: 'Ringworm (dermatophytosis)',
  },
];
