// Data, long by nature: seven product groups of at least four rows each, and the dealers.
import { defineMessages, type Message } from 'shared-ui';

/**
 * The over-the-counter product directory of the customer resources page: the clinic edits
 * this module to add, change or remove a product. Names carry the common pack sizes; products
 * are named by their active ingredient, not a brand. Always read the label and follow the
 * withdrawal period for milk, meat and eggs. Names, ingredients and dealers are not translated;
 * the groups' titles, the categories and the uses are messages.
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

/** A product's facts; its English texts are the defaults of `messages`, which a page shows. */
export interface Product {
  /** Name with pack sizes. */
  name: string;
  activeIngredient: string;
  uses: string;
  dealer: DealerKey;
  /** Nutritional products only. */
  category?: string;
  /** The translated texts among the facts above. */
  messages: ProductMessages;
}

export interface ProductMessages {
  uses: Message;
  category?: Message;
  /** Words in the place of an ingredient ('Not applicable'). */
  activeIngredient?: Message;
}

export interface ProductGroup {
  id: string;
  /** In English, the default of `messages.title`. */
  title: string;
  /** Nutritional rows have a category column. */
  withCategory: boolean;
  products: readonly Product[];
  messages: { title: Message };
}

/** A product as written below: its texts as messages. */
interface ProductSource {
  name: string;
  activeIngredient: string | Message;
  uses: Message;
  dealer: DealerKey;
  category?: Message;
}

interface GroupSource {
  id: string;
  title: Message;
  withCategory: boolean;
  products: readonly ProductSource[];
}

const GROUP_TITLES = defineMessages({
  dewormers: { id: 'resources.group.dewormers', defaultMessage: 'Dewormers' },
  nutrition: { id: 'resources.group.nutrition', defaultMessage: 'Nutritional products' },
  acaricides: { id: 'resources.group.acaricides', defaultMessage: 'Acaricides & Insecticides' },
  antiseptics: {
    id: 'resources.group.antiseptics',
    defaultMessage: 'Antiseptics & Disinfectants',
  },
  topicals: {
    id: 'resources.group.topicals',
    defaultMessage: 'Lotions, creams, liniments & ointments',
  },
  gastrointestinal: {
    id: 'resources.group.gastrointestinal',
    defaultMessage: 'Gastrointestinal drugs',
  },
  equipment: {
    id: 'resources.group.equipment',
    defaultMessage: 'Customer equipment and instruments',
  },
});

const CATEGORIES = defineMessages({
  mineral: { id: 'resources.category.mineral', defaultMessage: 'Mineral supplement' },
  vitamin: { id: 'resources.category.vitamin', defaultMessage: 'Vitamin' },
  milkReplacer: { id: 'resources.category.milkReplacer', defaultMessage: 'Milk replacer' },
  feedAdditive: { id: 'resources.category.feedAdditive', defaultMessage: 'Feed additive' },
});

const NOT_APPLICABLE = defineMessages({
  text: { id: 'resources.notApplicable', defaultMessage: 'Not applicable' },
}).text;

const USES = defineMessages({
  albendazole: {
    id: 'resources.uses.albendazole',
    defaultMessage: 'Roundworms, tapeworms and adult liver flukes in cattle, sheep and goats',
  },
  levamisole: {
    id: 'resources.uses.levamisole',
    defaultMessage: 'Stomach and lung worms and adult liver flukes in cattle, sheep and goats',
  },
  ivermectin: {
    id: 'resources.uses.ivermectin',
    defaultMessage: 'Roundworms, lungworms, mange mites and lice in cattle, sheep, goats and pigs',
  },
  praziquantel: {
    id: 'resources.uses.praziquantel',
    defaultMessage: 'Roundworms, hookworms, whipworms and tapeworms in dogs',
  },
  piperazine: {
    id: 'resources.uses.piperazine',
    defaultMessage: 'Roundworms in poultry and pigs, given in drinking water',
  },
  mineralLick: {
    id: 'resources.uses.mineralLick',
    defaultMessage: 'Prevents mineral deficiency, poor fertility and pica in grazing cattle',
  },
  vitaminAd3e: {
    id: 'resources.uses.vitaminAd3e',
    defaultMessage:
      'Vitamin deficiency, poor growth and fertility in cattle, sheep, goats and pigs',
  },
  calcium: {
    id: 'resources.uses.calcium',
    defaultMessage:
      'Milk fever (hypocalcaemia) in cows around calving; given by a vet or under advice',
  },
  milkReplacer: {
    id: 'resources.uses.milkReplacer',
    defaultMessage: 'Feeding calves from the first week until weaning',
  },
  layersPremix: {
    id: 'resources.uses.layersPremix',
    defaultMessage: 'Mixed into layers mash for egg production and shell strength',
  },
  amitraz: {
    id: 'resources.uses.amitraz',
    defaultMessage: 'Ticks, mange mites and lice on cattle, sheep, goats and pigs, by dip or spray',
  },
  cypermethrin: {
    id: 'resources.uses.cypermethrin',
    defaultMessage: 'Ticks, tsetse and biting flies on cattle, sheep and goats, by spray or dip',
  },
  deltamethrin: {
    id: 'resources.uses.deltamethrin',
    defaultMessage: 'Ticks, lice, tsetse and nuisance flies on cattle and sheep',
  },
  fipronil: {
    id: 'resources.uses.fipronil',
    defaultMessage: 'Fleas and ticks on dogs and cats for up to a month',
  },
  povidone: {
    id: 'resources.uses.povidone',
    defaultMessage: 'Cleaning wounds, navel dipping of newborn calves and skin preparation',
  },
  chlorhexidine: {
    id: 'resources.uses.chlorhexidine',
    defaultMessage: 'Hand and skin disinfection, teat washing and wound cleaning',
  },
  farmDisinfectant: {
    id: 'resources.uses.farmDisinfectant',
    defaultMessage: 'Disinfecting poultry houses, calf pens, footbaths and vehicles',
  },
  permanganate: {
    id: 'resources.uses.permanganate',
    defaultMessage: 'Footbaths and, diluted, washing foot rot lesions and wounds',
  },
  woundSpray: {
    id: 'resources.uses.woundSpray',
    defaultMessage: 'Superficial wounds, foot rot and hoof lesions in livestock',
  },
  zincOxide: {
    id: 'resources.uses.zincOxide',
    defaultMessage: 'Soothing and protecting chapped teats, grazes and mild skin irritation',
  },
  udderCream: {
    id: 'resources.uses.udderCream',
    defaultMessage: 'Keeping teat and udder skin supple after milking',
  },
  liniment: {
    id: 'resources.uses.liniment',
    defaultMessage:
      'Sprains, bruises and stiff joints in horses, donkeys and cattle (unbroken skin only)',
  },
  silverSulfadiazine: {
    id: 'resources.uses.silverSulfadiazine',
    defaultMessage: 'Burns and infected skin wounds in pets and livestock',
  },
  rehydration: {
    id: 'resources.uses.rehydration',
    defaultMessage:
      'Dehydration from diarrhoea (scours) in calves, kids, lambs, puppies and poultry',
  },
  antiBloat: {
    id: 'resources.uses.antiBloat',
    defaultMessage:
      'Frothy bloat in cattle, sheep and goats; call a vet if the animal is distressed',
  },
  kaolin: {
    id: 'resources.uses.kaolin',
    defaultMessage: 'Mild, non-infectious diarrhoea in calves, dogs and cats',
  },
  paraffin: {
    id: 'resources.uses.paraffin',
    defaultMessage: 'Constipation and impaction; a drench given under veterinary advice',
  },
  probiotic: {
    id: 'resources.uses.probiotic',
    defaultMessage: 'Restoring gut flora after antibiotics, diarrhoea or stress',
  },
  drenchingGun: {
    id: 'resources.uses.drenchingGun',
    defaultMessage: 'Accurate oral dosing of dewormers and drenches',
  },
  sprayer: {
    id: 'resources.uses.sprayer',
    defaultMessage: 'Hand spraying of acaricides on cattle and disinfectant in animal houses',
  },
  syringes: {
    id: 'resources.uses.syringes',
    defaultMessage: 'Injections as directed by a vet; one needle per animal',
  },
  thermometer: {
    id: 'resources.uses.thermometer',
    defaultMessage: 'Checking rectal temperature: the first sign of most infections',
  },
  earTags: {
    id: 'resources.uses.earTags',
    defaultMessage: 'Identifying cattle, sheep and goats for herd records and traceability',
  },
});

const GROUPS: readonly GroupSource[] = [
  {
    id: 'dewormers',
    title: GROUP_TITLES.dewormers,
    withCategory: false,
    products: [
      {
        name: 'Albendazole 10% oral suspension (100 ml, 500 ml, 1 L)',
        activeIngredient: 'Albendazole 100 mg/ml',
        uses: USES.albendazole,
        dealer: 'ridgeways',
      },
      {
        name: 'Levamisole and oxyclozanide drench (500 ml, 1 L)',
        activeIngredient: 'Levamisole HCl 1.5% + oxyclozanide 3%',
        uses: USES.levamisole,
        dealer: 'kiambu',
      },
      {
        name: 'Ivermectin 1% injection (50 ml, 100 ml)',
        activeIngredient: 'Ivermectin 10 mg/ml',
        uses: USES.ivermectin,
        dealer: 'highlands',
      },
      {
        name: 'Praziquantel, pyrantel and febantel tablets for dogs (2, 10 tablets)',
        activeIngredient: 'Praziquantel 50 mg + pyrantel embonate 144 mg + febantel 150 mg',
        uses: USES.praziquantel,
        dealer: 'ridgeways',
      },
      {
        name: 'Piperazine citrate soluble powder (100 g)',
        activeIngredient: 'Piperazine citrate',
        uses: USES.piperazine,
        dealer: 'kiambu',
      },
    ],
  },
  {
    id: 'nutrition',
    title: GROUP_TITLES.nutrition,
    withCategory: true,
    products: [
      {
        name: 'Dairy mineral lick block (2 kg, 5 kg)',
        activeIngredient: 'Calcium, phosphorus, magnesium, salt, trace minerals',
        uses: USES.mineralLick,
        dealer: 'ridgeways',
        category: CATEGORIES.mineral,
      },
      {
        name: 'Vitamin AD3E injection (50 ml, 100 ml)',
        activeIngredient: 'Vitamin A 80,000 IU, D3 40,000 IU, E 20 mg per ml',
        uses: USES.vitaminAd3e,
        dealer: 'highlands',
        category: CATEGORIES.vitamin,
      },
      {
        name: 'Calcium borogluconate 40% injection (400 ml)',
        activeIngredient: 'Calcium borogluconate 400 mg/ml',
        uses: USES.calcium,
        dealer: 'kiambu',
        category: CATEGORIES.mineral,
      },
      {
        name: 'Calf milk replacer (5 kg, 20 kg)',
        activeIngredient: 'Skimmed milk powder, whey, vegetable fats, vitamins and minerals',
        uses: USES.milkReplacer,
        dealer: 'ridgeways',
        category: CATEGORIES.milkReplacer,
      },
      {
        name: 'Layers vitamin and mineral premix (1 kg, 25 kg)',
        activeIngredient: 'Vitamins A, D3, E, B-complex, calcium, trace minerals',
        uses: USES.layersPremix,
        dealer: 'highlands',
        category: CATEGORIES.feedAdditive,
      },
    ],
  },
  {
    id: 'acaricides',
    title: GROUP_TITLES.acaricides,
    withCategory: false,
    products: [
      {
        name: 'Amitraz 12.5% EC (100 ml, 1 L, 5 L)',
        activeIngredient: 'Amitraz 125 mg/ml',
        uses: USES.amitraz,
        dealer: 'kiambu',
      },
      {
        name: 'Alpha-cypermethrin 10% EC (100 ml, 1 L)',
        activeIngredient: 'Alpha-cypermethrin 100 mg/ml',
        uses: USES.cypermethrin,
        dealer: 'ridgeways',
      },
      {
        name: 'Deltamethrin 1% pour-on (250 ml, 1 L)',
        activeIngredient: 'Deltamethrin 10 mg/ml',
        uses: USES.deltamethrin,
        dealer: 'highlands',
      },
      {
        name: 'Fipronil spot-on for dogs and cats (pipettes, sizes by body weight)',
        activeIngredient: 'Fipronil 10%',
        uses: USES.fipronil,
        dealer: 'ridgeways',
      },
    ],
  },
  {
    id: 'antiseptics',
    title: GROUP_TITLES.antiseptics,
    withCategory: false,
    products: [
      {
        name: 'Povidone-iodine 10% solution (100 ml, 500 ml, 1 L)',
        activeIngredient: 'Povidone-iodine 10%',
        uses: USES.povidone,
        dealer: 'kiambu',
      },
      {
        name: 'Chlorhexidine gluconate 4% scrub (500 ml, 5 L)',
        activeIngredient: 'Chlorhexidine gluconate 4%',
        uses: USES.chlorhexidine,
        dealer: 'highlands',
      },
      {
        name: 'Glutaraldehyde and quaternary ammonium farm disinfectant (1 L, 5 L, 20 L)',
        activeIngredient: 'Glutaraldehyde + benzalkonium chloride',
        uses: USES.farmDisinfectant,
        dealer: 'ridgeways',
      },
      {
        name: 'Potassium permanganate crystals (100 g, 500 g)',
        activeIngredient: 'Potassium permanganate',
        uses: USES.permanganate,
        dealer: 'kiambu',
      },
    ],
  },
  {
    id: 'topicals',
    title: GROUP_TITLES.topicals,
    withCategory: false,
    products: [
      {
        name: 'Oxytetracycline wound spray (200 ml aerosol)',
        activeIngredient: 'Oxytetracycline HCl 3.6% with gentian violet marker',
        uses: USES.woundSpray,
        dealer: 'highlands',
      },
      {
        name: 'Zinc oxide ointment (100 g, 500 g)',
        activeIngredient: 'Zinc oxide 15%',
        uses: USES.zincOxide,
        dealer: 'ridgeways',
      },
      {
        name: 'Lanolin udder cream (500 g, 1 kg)',
        activeIngredient: 'Lanolin with aloe vera',
        uses: USES.udderCream,
        dealer: 'kiambu',
      },
      {
        name: 'Methyl salicylate liniment (250 ml, 500 ml)',
        activeIngredient: 'Methyl salicylate + camphor',
        uses: USES.liniment,
        dealer: 'highlands',
      },
      {
        name: 'Silver sulfadiazine 1% cream (50 g, 500 g)',
        activeIngredient: 'Silver sulfadiazine 1%',
        uses: USES.silverSulfadiazine,
        dealer: 'ridgeways',
      },
    ],
  },
  {
    id: 'gastrointestinal',
    title: GROUP_TITLES.gastrointestinal,
    withCategory: false,
    products: [
      {
        name: 'Oral rehydration salts for animals (sachets of 50 g, 1 kg tub)',
        activeIngredient: 'Sodium chloride, potassium chloride, sodium bicarbonate, glucose',
        uses: USES.rehydration,
        dealer: 'kiambu',
      },
      {
        name: 'Anti-bloat drench (250 ml, 500 ml)',
        activeIngredient: 'Dimethicone (simethicone) with vegetable oils',
        uses: USES.antiBloat,
        dealer: 'ridgeways',
      },
      {
        name: 'Kaolin and pectin suspension (250 ml, 1 L)',
        activeIngredient: 'Kaolin + pectin',
        uses: USES.kaolin,
        dealer: 'highlands',
      },
      {
        name: 'Liquid paraffin (500 ml, 1 L, 5 L)',
        activeIngredient: 'Light liquid paraffin',
        uses: USES.paraffin,
        dealer: 'kiambu',
      },
      {
        name: 'Probiotic oral paste (15 g, 30 g syringes)',
        activeIngredient: 'Lactobacillus and Enterococcus faecium cultures',
        uses: USES.probiotic,
        dealer: 'highlands',
      },
    ],
  },
  {
    id: 'equipment',
    title: GROUP_TITLES.equipment,
    withCategory: false,
    products: [
      {
        name: 'Automatic drenching gun (20 ml, 50 ml)',
        activeIngredient: NOT_APPLICABLE,
        uses: USES.drenchingGun,
        dealer: 'ridgeways',
      },
      {
        name: 'Knapsack sprayer (16 L, 20 L)',
        activeIngredient: NOT_APPLICABLE,
        uses: USES.sprayer,
        dealer: 'kiambu',
      },
      {
        name: 'Disposable syringes and needles (2 ml, 5 ml, 10 ml, 20 ml; 18G, 21G)',
        activeIngredient: NOT_APPLICABLE,
        uses: USES.syringes,
        dealer: 'highlands',
      },
      {
        name: 'Digital veterinary thermometer (single unit)',
        activeIngredient: NOT_APPLICABLE,
        uses: USES.thermometer,
        dealer: 'ridgeways',
      },
      {
        name: 'Ear tag applicator and numbered ear tags (tags in packs of 25, 50)',
        activeIngredient: NOT_APPLICABLE,
        uses: USES.earTags,
        dealer: 'kiambu',
      },
    ],
  },
];

function toProduct({ activeIngredient, uses, category, ...facts }: ProductSource): Product {
  const messages: ProductMessages = { uses };
  if (category) messages.category = category;
  if (typeof activeIngredient !== 'string') messages.activeIngredient = activeIngredient;
  return {
    ...facts,
    activeIngredient:
      typeof activeIngredient === 'string' ? activeIngredient : activeIngredient.defaultMessage,
    uses: uses.defaultMessage,
    ...(category && { category: category.defaultMessage }),
    messages,
  };
}

/** The directory, its texts in English; a page shows each text's message in its language. */
export const PRODUCT_GROUPS: readonly ProductGroup[] = GROUPS.map((group) => ({
  id: group.id,
  title: group.title.defaultMessage,
  withCategory: group.withCategory,
  products: group.products.map(toProduct),
  messages: { title: group.title },
}));
