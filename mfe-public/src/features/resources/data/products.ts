// Data, long by nature: seven product groups of at least four rows each, and the dealers.
/**
 * The over-the-counter product directory of the customer resources page: the clinic edits
 * this module to add, change or remove a product. Names carry the common pack sizes; products
 * are named by their active ingredient, not a brand. Always read the label and follow the
 * withdrawal period for milk, meat and eggs.
 */
export interface Dealer {
  name: string;
  phone: string;
  email: string;
}

/** The three named dealers. */
export const DEALERS = {
  ridgeways: {
    name: 'Ridgeways Agrovet Supplies',
    phone: '+254 711 230 410',
    email: 'orders@ridgewaysagrovet.co.ke',
  },
  kiambu: {
    name: 'Kiambu Veterinary Distributors',
    phone: '+254 722 905 118',
    email: 'sales@kiambuvetdist.co.ke',
  },
  highlands: {
    name: 'Highlands Animal Health Wholesalers',
    phone: '+254 733 640 275',
    email: 'info@highlandsah.co.ke',
  },
} as const satisfies Record<string, Dealer>;

export type DealerKey = keyof typeof DEALERS;

export interface Product {
  /** Name with pack sizes. */
  name: string;
  activeIngredient: string;
  uses: string;
  dealer: DealerKey;
  /** Nutritional products only. */
  category?: string;
}

export interface ProductGroup {
  id: string;
  title: string;
  /** Nutritional rows have a category column. */
  withCategory: boolean;
  products: readonly Product[];
}

export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  {
    id: 'dewormers',
    title: 'Dewormers',
    withCategory: false,
    products: [
      {
        name: 'Albendazole 10% oral suspension (100 ml, 500 ml, 1 L)',
        activeIngredient: 'Albendazole 100 mg/ml',
        uses: 'Roundworms, tapeworms and adult liver flukes in cattle, sheep and goats',
        dealer: 'ridgeways',
      },
      {
        name: 'Levamisole and oxyclozanide drench (500 ml, 1 L)',
        activeIngredient: 'Levamisole HCl 1.5% + oxyclozanide 3%',
        uses: 'Stomach and lung worms and adult liver flukes in cattle, sheep and goats',
        dealer: 'kiambu',
      },
      {
        name: 'Ivermectin 1% injection (50 ml, 100 ml)',
        activeIngredient: 'Ivermectin 10 mg/ml',
        uses: 'Roundworms, lungworms, mange mites and lice in cattle, sheep, goats and pigs',
        dealer: 'highlands',
      },
      {
        name: 'Praziquantel, pyrantel and febantel tablets for dogs (2, 10 tablets)',
        activeIngredient: 'Praziquantel 50 mg + pyrantel embonate 144 mg + febantel 150 mg',
        uses: 'Roundworms, hookworms, whipworms and tapeworms in dogs',
        dealer: 'ridgeways',
      },
      {
        name: 'Piperazine citrate soluble powder (100 g)',
        activeIngredient: 'Piperazine citrate',
        uses: 'Roundworms in poultry and pigs, given in drinking water',
        dealer: 'kiambu',
      },
    ],
  },
  {
    id: 'nutrition',
    title: 'Nutritional products',
    withCategory: true,
    products: [
      {
        name: 'Dairy mineral lick block (2 kg, 5 kg)',
        activeIngredient: 'Calcium, phosphorus, magnesium, salt, trace minerals',
        uses: 'Prevents mineral deficiency, poor fertility and pica in grazing cattle',
        dealer: 'ridgeways',
        category: 'Mineral supplement',
      },
      {
        name: 'Vitamin AD3E injection (50 ml, 100 ml)',
        activeIngredient: 'Vitamin A 80,000 IU, D3 40,000 IU, E 20 mg per ml',
        uses: 'Vitamin deficiency, poor growth and fertility in cattle, sheep, goats and pigs',
        dealer: 'highlands',
        category: 'Vitamin',
      },
      {
        name: 'Calcium borogluconate 40% injection (400 ml)',
        activeIngredient: 'Calcium borogluconate 400 mg/ml',
        uses: 'Milk fever (hypocalcaemia) in cows around calving; given by a vet or under advice',
        dealer: 'kiambu',
        category: 'Mineral supplement',
      },
      {
        name: 'Calf milk replacer (5 kg, 20 kg)',
        activeIngredient: 'Skimmed milk powder, whey, vegetable fats, vitamins and minerals',
        uses: 'Feeding calves from the first week until weaning',
        dealer: 'ridgeways',
        category: 'Milk replacer',
      },
      {
        name: 'Layers vitamin and mineral premix (1 kg, 25 kg)',
        activeIngredient: 'Vitamins A, D3, E, B-complex, calcium, trace minerals',
        uses: 'Mixed into layers mash for egg production and shell strength',
        dealer: 'highlands',
        category: 'Feed additive',
      },
    ],
  },
  {
    id: 'acaricides',
    title: 'Acaricides & Insecticides',
    withCategory: false,
    products: [
      {
        name: 'Amitraz 12.5% EC (100 ml, 1 L, 5 L)',
        activeIngredient: 'Amitraz 125 mg/ml',
        uses: 'Ticks, mange mites and lice on cattle, sheep, goats and pigs, by dip or spray',
        dealer: 'kiambu',
      },
      {
        name: 'Alpha-cypermethrin 10% EC (100 ml, 1 L)',
        activeIngredient: 'Alpha-cypermethrin 100 mg/ml',
        uses: 'Ticks, tsetse and biting flies on cattle, sheep and goats, by spray or dip',
        dealer: 'ridgeways',
      },
      {
        name: 'Deltamethrin 1% pour-on (250 ml, 1 L)',
        activeIngredient: 'Deltamethrin 10 mg/ml',
        uses: 'Ticks, lice, tsetse and nuisance flies on cattle and sheep',
        dealer: 'highlands',
      },
      {
        name: 'Fipronil spot-on for dogs and cats (pipettes, sizes by body weight)',
        activeIngredient: 'Fipronil 10%',
        uses: 'Fleas and ticks on dogs and cats for up to a month',
        dealer: 'ridgeways',
      },
    ],
  },
  {
    id: 'antiseptics',
    title: 'Antiseptics & Disinfectants',
    withCategory: false,
    products: [
      {
        name: 'Povidone-iodine 10% solution (100 ml, 500 ml, 1 L)',
        activeIngredient: 'Povidone-iodine 10%',
        uses: 'Cleaning wounds, navel dipping of newborn calves and skin preparation',
        dealer: 'kiambu',
      },
      {
        name: 'Chlorhexidine gluconate 4% scrub (500 ml, 5 L)',
        activeIngredient: 'Chlorhexidine gluconate 4%',
        uses: 'Hand and skin disinfection, teat washing and wound cleaning',
        dealer: 'highlands',
      },
      {
        name: 'Glutaraldehyde and quaternary ammonium farm disinfectant (1 L, 5 L, 20 L)',
        activeIngredient: 'Glutaraldehyde + benzalkonium chloride',
        uses: 'Disinfecting poultry houses, calf pens, footbaths and vehicles',
        dealer: 'ridgeways',
      },
      {
        name: 'Potassium permanganate crystals (100 g, 500 g)',
        activeIngredient: 'Potassium permanganate',
        uses: 'Footbaths and, diluted, washing foot rot lesions and wounds',
        dealer: 'kiambu',
      },
    ],
  },
  {
    id: 'topicals',
    title: 'Lotions, creams, liniments & ointments',
    withCategory: false,
    products: [
      {
        name: 'Oxytetracycline wound spray (200 ml aerosol)',
        activeIngredient: 'Oxytetracycline HCl 3.6% with gentian violet marker',
        uses: 'Superficial wounds, foot rot and hoof lesions in livestock',
        dealer: 'highlands',
      },
      {
        name: 'Zinc oxide ointment (100 g, 500 g)',
        activeIngredient: 'Zinc oxide 15%',
        uses: 'Soothing and protecting chapped teats, grazes and mild skin irritation',
        dealer: 'ridgeways',
      },
      {
        name: 'Lanolin udder cream (500 g, 1 kg)',
        activeIngredient: 'Lanolin with aloe vera',
        uses: 'Keeping teat and udder skin supple after milking',
        dealer: 'kiambu',
      },
      {
        name: 'Methyl salicylate liniment (250 ml, 500 ml)',
        activeIngredient: 'Methyl salicylate + camphor',
        uses: 'Sprains, bruises and stiff joints in horses, donkeys and cattle (unbroken skin only)',
        dealer: 'highlands',
      },
      {
        name: 'Silver sulfadiazine 1% cream (50 g, 500 g)',
        activeIngredient: 'Silver sulfadiazine 1%',
        uses: 'Burns and infected skin wounds in pets and livestock',
        dealer: 'ridgeways',
      },
    ],
  },
  {
    id: 'gastrointestinal',
    title: 'Gastrointestinal drugs',
    withCategory: false,
    products: [
      {
        name: 'Oral rehydration salts for animals (sachets of 50 g, 1 kg tub)',
        activeIngredient: 'Sodium chloride, potassium chloride, sodium bicarbonate, glucose',
        uses: 'Dehydration from diarrhoea (scours) in calves, kids, lambs, puppies and poultry',
        dealer: 'kiambu',
      },
      {
        name: 'Anti-bloat drench (250 ml, 500 ml)',
        activeIngredient: 'Dimethicone (simethicone) with vegetable oils',
        uses: 'Frothy bloat in cattle, sheep and goats; call a vet if the animal is distressed',
        dealer: 'ridgeways',
      },
      {
        name: 'Kaolin and pectin suspension (250 ml, 1 L)',
        activeIngredient: 'Kaolin + pectin',
        uses: 'Mild, non-infectious diarrhoea in calves, dogs and cats',
        dealer: 'highlands',
      },
      {
        name: 'Liquid paraffin (500 ml, 1 L, 5 L)',
        activeIngredient: 'Light liquid paraffin',
        uses: 'Constipation and impaction; a drench given under veterinary advice',
        dealer: 'kiambu',
      },
      {
        name: 'Probiotic oral paste (15 g, 30 g syringes)',
        activeIngredient: 'Lactobacillus and Enterococcus faecium cultures',
        uses: 'Restoring gut flora after antibiotics, diarrhoea or stress',
        dealer: 'highlands',
      },
    ],
  },
  {
    id: 'equipment',
    title: 'Customer equipment and instruments',
    withCategory: false,
    products: [
      {
        name: 'Automatic drenching gun (20 ml, 50 ml)',
        activeIngredient: 'Not applicable',
        uses: 'Accurate oral dosing of dewormers and drenches',
        dealer: 'ridgeways',
      },
      {
        name: 'Knapsack sprayer (16 L, 20 L)',
        activeIngredient: 'Not applicable',
        uses: 'Hand spraying of acaricides on cattle and disinfectant in animal houses',
        dealer: 'kiambu',
      },
      {
        name: 'Disposable syringes and needles (2 ml, 5 ml, 10 ml, 20 ml; 18G, 21G)',
        activeIngredient: 'Not applicable',
        uses: 'Injections as directed by a vet; one needle per animal',
        dealer: 'highlands',
      },
      {
        name: 'Digital veterinary thermometer (single unit)',
        activeIngredient: 'Not applicable',
        uses: 'Checking rectal temperature: the first sign of most infections',
        dealer: 'ridgeways',
      },
      {
        name: 'Ear tag applicator and numbered ear tags (tags in packs of 25, 50)',
        activeIngredient: 'Not applicable',
        uses: 'Identifying cattle, sheep and goats for herd records and traceability',
        dealer: 'kiambu',
      },
    ],
  },
];
