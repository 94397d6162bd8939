// Long on purpose: it is data, the whole demo (carousel, counters, promises, doctors, blogs).
/**
 * The demo content the server seeds on first start (unless SEED_DEMO=false), as plain data:
 * the seeder inserts it through the real services and draws its images with demo-images.ts.
 * Facts about the company (1992, 2000, Kiambu Road, emergency 24 hours) and the clinical
 * advice below are checked by demo-content.test.ts, so edit both together.
 */
import type { ContentType } from 'shared-data/contract';

/** Recorded by the seeder once it has run, so a second start adds nothing. Bump to reseed. */
export const DEMO_MARKER = 'demo-content-v1';

/** Two `#rrggbb` colours, dark enough for white text on either: a gradient from one to the other. */
export type DemoPalette = [string, string];

/** The simple shapes demo-images.ts can draw. */
export const DEMO_MOTIFS = [
  'heart',
  'paw',
  'shield',
  'clock',
  'cross',
  'leaf',
  'syringe',
  'cow',
] as const;
export type DemoMotif = (typeof DEMO_MOTIFS)[number];

export interface DemoSlide {
  /** 1..n, the carousel's order. */
  index: number;
  /** Drawn on the image in large type: keep it short. Also the slide's text alternative. */
  caption: string;
  /** The text alternative in Kiswahili (docs/glossary-sw.md). */
  caption_sw: string;
  palette: DemoPalette;
}

// The Kiswahili versions (`*_sw`) are Kenyan Kiswahili in the words of docs/glossary-sw.md.

export interface DemoCounter {
  title: string;
  title_sw: string;
  content: number;
}

export interface DemoPromise {
  title: string;
  title_sw: string;
  content: string;
  content_sw: string;
  palette: DemoPalette;
  motif: DemoMotif;
}

export interface DemoDoctor {
  fullname: string;
  email: string;
  role: string;
  /** The card text. */
  description: string;
  /** The detail text: paragraphs separated by blank lines. */
  background: string;
  /** The species they see (booking's PET_SPECIES): online booking routes pets by it. */
  species: string[];
}

export interface DemoParagraph {
  content_type: ContentType;
  /** For 'list': comma-separated items (the site splits on commas), so no comma inside an item. */
  content: string;
  /** The Kiswahili text, where the post has one; a list has as many items as the English. */
  content_sw?: string;
}

export interface DemoBlogCover {
  palette: DemoPalette;
  motif: DemoMotif;
}

export interface DemoBlog {
  title: string;
  /** A post with a Kiswahili version has it for its title and every block. */
  title_sw?: string;
  cover: DemoBlogCover;
  paragraphs: DemoParagraph[];
}

export const DEMO_CAROUSEL: readonly DemoSlide[] = [
  {
    index: 1,
    caption: 'Caring for farm animals and pets since 1992',
    caption_sw: 'Tunahudumia mifugo na wanyama vipenzi tangu 1992',
    palette: ['#1b5e3b', '#2f7d4f'],
  },
  {
    index: 2,
    caption: 'Vaccination and wellness for every stage of life',
    caption_sw: 'Chanjo na afya njema katika kila hatua ya maisha',
    palette: ['#0f4c5c', '#1f7a8c'],
  },
  {
    index: 3,
    caption: 'Grooming and boarding on Kiambu Road',
    caption_sw: 'Kuogesha na kunyoa, na malazi ya wanyama, Kiambu Road',
    palette: ['#7a3b12', '#b5541c'],
  },
  {
    index: 4,
    caption: 'Environmental assessments for healthier farms',
    caption_sw: 'Tathmini ya mazingira kwa mashamba yenye afya zaidi',
    palette: ['#3d5a1e', '#5f7f2a'],
  },
];

export const DEMO_COUNTERS: readonly DemoCounter[] = [
  // A round figure that stays true as the years pass: the clinic opened in 1992.
  { title: 'Years caring for animals', title_sw: 'Miaka ya kuhudumia wanyama', content: 30 },
  { title: 'Animals treated', title_sw: 'Wanyama waliotibiwa', content: 25000 },
  { title: 'Farmers served', title_sw: 'Wafugaji tuliowahudumia', content: 5000 },
  { title: 'Vaccinations a year', title_sw: 'Chanjo kwa mwaka', content: 3000 },
];

export const DEMO_PROMISES: readonly DemoPromise[] = [
  {
    title: 'Unhurried, honest care',
    title_sw: 'Huduma ya uaminifu, bila haraka',
    content:
      'We take the time to examine your animal properly and explain what we find in plain words. You agree to the plan and its cost before any treatment begins.',
    content_sw:
      'Tunachukua muda kumchunguza mnyama wako vizuri na kukueleza tunachokiona kwa maneno rahisi. Unakubali mpango wa matibabu na gharama yake kabla matibabu yoyote hayajaanza.',
    palette: ['#8c3b4a', '#a0522d'],
    motif: 'heart',
  },
  {
    title: 'Help at any hour',
    title_sw: 'Msaada wakati wowote',
    content:
      'Our emergency line is open 24 hours a day. Whether a cow is down at calving or your dog has been hit by a car, call us and a vet will answer.',
    content_sw:
      "Simu yetu ya dharura iko wazi saa 24 kwa siku. Iwe ng'ombe ameanguka wakati wa kuzaa au mbwa wako amegongwa na gari, tupigie simu na daktari wa mifugo atajibu.",
    palette: ['#0f4c5c', '#2e6f9e'],
    motif: 'clock',
  },
  {
    title: 'Prevention first',
    title_sw: 'Kinga kwanza',
    content:
      "We would rather keep your animals well than treat them sick. We build vaccination, tick and worm control plans around your farm or household, and remind you when they're due.",
    content_sw:
      'Tungependa wanyama wako wabaki na afya kuliko kuwatibu wakiwa wagonjwa. Tunaandaa mipango ya chanjo, udhibiti wa kupe na dawa za minyoo inayofaa shamba lako au nyumba yako, na tunakukumbusha wakati wake unapofika.',
    palette: ['#1b5e3b', '#2f7d4f'],
    motif: 'shield',
  },
];

export const DEMO_DOCTORS: readonly DemoDoctor[] = [
  {
    fullname: 'Wanjiru Kamau',
    email: 'wanjiru.kamau@mifugovet.co.ke',
    species: ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'],
    role: 'Senior Veterinary Surgeon',
    description:
      'Wanjiru leads our surgical team, from routine neutering to emergency and orthopaedic surgery in dogs and cats.',
    background: [
      'Dr. Wanjiru Kamau earned her Bachelor of Veterinary Medicine (BVM) at the University of Nairobi and later completed a Master of Science in veterinary surgery at the same university. She is registered with the Kenya Veterinary Board.',
      'Before joining Mifugo Vet she worked in small-animal practice in Nairobi and on weekend spay and neuter outreach camps in Kiambu and Machakos counties. At Mifugo she runs the theatre, trains our younger vets in anaesthesia and pain management and sees referred surgical cases.',
      'Her interests are soft-tissue surgery, fracture repair and keeping anaesthesia safe for older and high-risk patients. Away from the clinic she shares her home with two rescued cats and a very opinionated Rottweiler.',
    ].join('\n\n'),
  },
  {
    fullname: 'David Otieno',
    email: 'david.otieno@mifugovet.co.ke',
    species: ['Cattle', 'Goat or sheep'],
    role: 'Farm Animal Veterinarian',
    description:
      'David looks after dairy herds, goats and poultry across Kiambu, helping farmers prevent disease before it costs them their animals.',
    background: [
      'Dr. David Otieno holds a Bachelor of Veterinary Medicine (BVM) from the University of Nairobi and a postgraduate diploma in animal production. He is registered with the Kenya Veterinary Board and is trained to carry out East Coast Fever immunisation by the Infection and Treatment Method.',
      'He spent his early career with smallholder dairy cooperatives in central Kenya, where he saw how much tick-borne disease, mastitis and poor fertility cost a family that depends on two or three cows. He now leads our farm calls, herd health visits and the environmental assessments we carry out for farms and livestock projects.',
      'David is most interested in herd health planning, tick control that lasts and practical record-keeping that lets farmers spot problems early. He is a regular speaker at farmer field days and happily explains a dipping schedule as many times as it takes.',
    ].join('\n\n'),
  },
  {
    fullname: 'Grace Mwende Mutua',
    email: 'grace.mutua@mifugovet.co.ke',
    species: ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'],
    role: 'Companion Animal Veterinarian',
    description:
      'Grace sees dogs and cats at every stage of life, from first puppy and kitten vaccinations to our geriatric wellness clinic.',
    background: [
      'Dr. Grace Mwende Mutua graduated with a Bachelor of Veterinary Medicine (BVM) from Egerton University and has since completed further training in feline medicine and veterinary dentistry. She is registered with the Kenya Veterinary Board.',
      'Grace joined Mifugo Vet after several years in a busy companion animal practice in Nairobi. She runs our puppy and kitten wellness visits and our geriatric wellness programme, and she works closely with our grooming and boarding team so that every pet in our care is checked by a vet.',
      'Her interests are preventive care, dental health and making visits calm for anxious cats. She believes a good consultation leaves the owner knowing exactly what to watch for at home.',
    ].join('\n\n'),
  },
];

export const DEMO_BLOGS: readonly DemoBlog[] = [
  {
    title: 'East Coast Fever: protecting your dairy cattle from ticks',
    cover: {
      palette: ['#5a3e1b', '#8a6a2b'],
      motif: 'cow',
    },
    paragraphs: [
      {
        content_type: 'paragraph',
        content:
          'East Coast Fever (ECF) is one of the most costly cattle diseases in East and Central Africa, and high-grade dairy cows and young calves are the most likely to die of it. The good news is that it can be prevented, and treated if it is caught early. This article explains how the disease spreads, what to look for and how to keep your herd safe.',
      },
      { content_type: 'subtitle', content: 'How East Coast Fever spreads' },
      {
        content_type: 'paragraph',
        content:
          'ECF is caused by a tiny blood parasite, Theileria parva, carried by the brown ear tick. A tick picks up the parasite while feeding on an infected animal and passes it on when it feeds again on your cow. Animals that have recovered can carry the parasite without looking sick, so a herd can be infected by cattle that seem perfectly healthy. Exotic breeds such as Friesians and Ayrshires, their crosses and animals brought in from areas with few ticks are at the greatest risk.',
      },
      { content_type: 'subtitle', content: 'Signs to watch for' },
      {
        content_type: 'list',
        content:
          'Swollen lymph nodes below the ear or in front of the shoulder, High fever, Loss of appetite and a sudden drop in milk, Fast or laboured breathing, Watery eyes and a runny nose, Coughing and froth at the nose in late stages',
      },
      {
        content_type: 'paragraph',
        content:
          'If you see these signs, call your vet the same day. ECF moves quickly, and treatment works best in the first days of illness; a cow that is already struggling to breathe is much harder to save. Treatment must be given by a vet, who will confirm the diagnosis and choose the drug and dose. Please do not use leftover or borrowed medicines, and always respect the milk and meat withdrawal period your vet gives you.',
      },
      { content_type: 'subtitle', content: 'Keeping ticks off your herd' },
      {
        content_type: 'list',
        content:
          'Dip or spray on the schedule your vet sets for your area and season, Mix the acaricide exactly as the label says, Wet the ears and tail brush and under the belly where brown ear ticks hide, Treat new animals for ticks before they join the herd, Keep grass short around sheds and paddocks, Ask your vet about ECF immunisation',
      },
      {
        content_type: 'paragraph',
        content:
          'Calves can be immunised against ECF by the Infection and Treatment Method, which gives a measured dose of live parasites together with a long-acting antibiotic so that the calf builds immunity without falling seriously ill. It must be done by a trained and authorised veterinarian. Immunised cattle still need tick control, because ticks also spread anaplasmosis, babesiosis (redwater) and heartwater. Talk to us about a plan that suits your farm.',
      },
    ],
  },
  {
    title: "Your puppy or kitten's first year: vaccination and deworming",
    cover: {
      palette: ['#0f4c5c', '#2a7f8f'],
      motif: 'syringe',
    },
    paragraphs: [
      {
        content_type: 'paragraph',
        content:
          'A new puppy or kitten brings a lot of joy, and a little homework. The first months are when young animals are most at risk from infectious diseases and worms, and a few visits to the vet at the right time protect them for life. Here is the calendar we follow at Mifugo Vet. Your vet may adjust it to your pet and its history, so bring any vaccination card you were given.',
      },
      { content_type: 'subtitle', content: 'Vaccinations' },
      {
        content_type: 'paragraph',
        content:
          "Vaccination starts at 6-8 weeks of age. Antibodies from the mother's milk protect a newborn for a while but also stop a vaccine from working, and nobody can tell exactly when they fade, so we give boosters every 3-4 weeks until your pet is 12-16 weeks old. After that, your pet needs annual boosters to stay protected. Kenyan law requires dogs to be vaccinated against rabies, and we strongly recommend it for cats too: rabies is always fatal once signs appear and it can pass to people.",
      },
      {
        content_type: 'list',
        content:
          'Distemper in puppies, Parvovirus in puppies, Infectious hepatitis in puppies, Panleukopenia (feline enteritis) in kittens, Cat flu viruses in kittens, Rabies in puppies and kittens',
      },
      { content_type: 'subtitle', content: 'Deworming' },
      {
        content_type: 'paragraph',
        content:
          'Most puppies and kittens carry roundworms picked up from their mother before birth or through her milk. Heavy worm burdens cause pot bellies, diarrhoea and poor growth, and some of these worms can infect children. Young animals should be dewormed several times between 6 and 12 weeks of age, and then regularly on the schedule your vet recommends. Dewormers are dosed by weight, so have your pet weighed and ask your vet which product to use rather than guessing.',
      },
      { content_type: 'subtitle', content: 'The first-year calendar at a glance' },
      {
        content_type: 'list',
        content:
          '6-8 weeks: first vaccination and health check, Every 3-4 weeks after that: boosters until 12-16 weeks of age, Between 6 and 12 weeks: deworming several times, Rabies: at the age your vet advises, One year after the puppy or kitten course: first annual booster, Every year after that: annual boosters and a full check-up',
      },
      {
        content_type: 'paragraph',
        content:
          'Until the course is complete, keep your puppy away from unknown dogs and from places where stray dogs roam, and keep your kitten indoors. Gentle socialisation at home and with healthy, vaccinated pets is still important. If your young pet has diarrhoea, vomiting or stops eating, call us straight away: parvovirus and panleukopenia can kill within days.',
      },
    ],
  },
  {
    title: 'Caring for your senior pet',
    title_sw: 'Kumtunza mnyama wako kipenzi mzee',
    cover: {
      palette: ['#4b2e5c', '#7a4f8a'],
      motif: 'paw',
    },
    paragraphs: [
      {
        content_type: 'paragraph',
        content:
          'Thanks to better food and care, our dogs and cats live longer than ever. Dogs are generally considered geriatric at about 7 years of age (large breeds sooner) and cats at about 9 years. From then on, changes that creep in slowly are easy to miss, and many of the illnesses of old age can be managed well if they are found early.',
        content_sw:
          'Kwa sababu ya chakula na matunzo bora, mbwa na paka wetu wanaishi muda mrefu kuliko zamani. Kwa kawaida mbwa huhesabiwa kuwa mzee akifika umri wa miaka 7 hivi (mbwa wakubwa mapema zaidi) na paka akifika miaka 9 hivi. Kuanzia hapo, mabadiliko yanayokuja polepole ni rahisi kutoyaona, na magonjwa mengi ya uzeeni yanaweza kudhibitiwa vizuri yakigunduliwa mapema.',
      },
      {
        content_type: 'subtitle',
        content: 'Changes to watch for',
        content_sw: 'Mabadiliko ya kuangalia',
      },
      {
        content_type: 'list',
        content:
          'Drinking or urinating more than usual, Weight loss or weight gain, Stiffness or reluctance to jump and climb stairs, Bad breath or difficulty chewing, New lumps or lumps that grow, Confusion or changes in sleep, Cloudy eyes or bumping into things',
        content_sw:
          'Kunywa maji au kukojoa kuliko kawaida, Kupungua au kuongezeka uzito, Kukakamaa au kusita kuruka na kupanda ngazi, Harufu mbaya mdomoni au shida ya kutafuna, Uvimbe mpya au uvimbe unaokua, Kuchanganyikiwa au mabadiliko ya usingizi, Macho yenye ukungu au kujigonga kwenye vitu',
      },
      {
        content_type: 'paragraph',
        content:
          "These are not simply 'old age'. They can be early signs of conditions such as kidney disease, diabetes, arthritis, dental disease or, in cats, an overactive thyroid. Most of these respond well to treatment, diet or pain relief, and your pet's comfort can improve a great deal.",
        content_sw:
          "Haya si 'uzee' tu. Yanaweza kuwa dalili za mapema za magonjwa kama ugonjwa wa figo, kisukari, ugonjwa wa viungo (arthritis), magonjwa ya meno au, kwa paka, tezi dundumio (thyroid) inayofanya kazi kupita kiasi. Mengi ya haya hutibika vizuri kwa matibabu, lishe au dawa za kupunguza maumivu, na starehe ya mnyama wako inaweza kuimarika sana.",
      },
      {
        content_type: 'subtitle',
        content: 'Our geriatric wellness programme',
        content_sw: 'Kliniki yetu ya wanyama wazee',
      },
      {
        content_type: 'paragraph',
        content:
          'On the first Saturday of every month, from 8am to 3pm, we run a geriatric wellness clinic for senior dogs and cats. Each visit includes a full physical examination, weight and body condition scoring and a dental check, with blood and urine tests where your vet recommends them. You leave with a written plan for home care. Call us to book a slot.',
        content_sw:
          'Jumamosi ya kwanza ya kila mwezi, kuanzia saa 08:00 hadi saa 15:00, tunaendesha kliniki ya wanyama wazee kwa mbwa na paka wazee. Kila ziara inajumuisha uchunguzi kamili wa mwili, kupima uzito na hali ya mwili, na uchunguzi wa meno, pamoja na vipimo vya damu na mkojo pale daktari wako anapovipendekeza. Utaondoka na mpango ulioandikwa wa matunzo nyumbani. Tupigie simu uweke miadi.',
      },
      { content_type: 'subtitle', content: 'Comfort at home', content_sw: 'Starehe nyumbani' },
      {
        content_type: 'list',
        content:
          'Soft bedding away from draughts, Non-slip mats on smooth floors, Shorter and gentler walks, Fresh water within easy reach, A senior diet if your vet recommends one, A litter tray with low sides for older cats',
        content_sw:
          'Matandiko laini mbali na upepo, Mikeka isiyoteleza kwenye sakafu laini, Matembezi mafupi na ya taratibu, Maji safi yanayofikika kwa urahisi, Chakula cha wanyama wazee daktari wako akikipendekeza, Sanduku la choo lenye kingo fupi kwa paka wazee',
      },
      {
        content_type: 'paragraph',
        content:
          'Never give your pet painkillers meant for people. Paracetamol is poisonous to cats, and ibuprofen can cause stomach ulcers and kidney damage in dogs. If your pet seems stiff or sore, ask your vet about pain relief made for animals and the right dose for its weight.',
        content_sw:
          'Usimpe kamwe mnyama wako dawa za maumivu zilizotengenezwa kwa ajili ya binadamu. Paracetamol ni sumu kwa paka, na ibuprofen inaweza kusababisha vidonda vya tumbo na kuharibu figo za mbwa. Mnyama wako akionekana amekakamaa au ana maumivu, muulize daktari wako kuhusu dawa za maumivu zilizotengenezwa kwa ajili ya wanyama na kipimo sahihi kwa uzito wake.',
      },
    ],
  },
];
