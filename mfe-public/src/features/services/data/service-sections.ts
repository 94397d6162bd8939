// Data, long by nature: the text of the nine service pages.
import type { ServiceKey } from '../../../shared/data/services';

/** One block of a service page: a heading, paragraphs and an optional bulleted list. */
export interface ServiceSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/**
 * The text of each service page; edit it here. The puppy and kitten and the senior pets pages
 * carry the vaccination and geriatric programme figures of docs/behaviour.md#services word for
 * word.
 */
export const SERVICE_SECTIONS: Record<ServiceKey, readonly ServiceSection[]> = {
  animalIdentification: [
    {
      heading: 'Why identify your animals',
      paragraphs: [
        'An animal that can be identified can be returned when it strays, traced when disease breaks out and proven to be yours when ownership is questioned. Identification is also the basis of good records: vaccinations, treatments, breeding and milk yields all belong to one animal.',
      ],
    },
    {
      heading: 'Microchips for dogs and cats',
      paragraphs: [
        'A microchip is a glass-encased chip the size of a grain of rice, placed under the skin between the shoulder blades with a needle, much like a vaccination. It carries a unique 15-digit number (ISO 11784/11785) that any standard scanner reads. It needs no battery and lasts the life of the animal.',
        'We register the number with your contact details and record it on the vaccination card. Microchipping is required for pets travelling abroad, and we check the chip reads at every annual visit.',
      ],
    },
    {
      heading: 'Livestock identification',
      paragraphs: [
        'For cattle, sheep, goats and pigs we fit numbered ear tags and help you keep a herd register, as livestock movement permits and traceability schemes require. We tag calves and kids soon after birth and record dam, sire and date of birth.',
      ],
      list: [
        'Visual and electronic ear tags',
        'Herd registers and individual animal cards',
        'Identification before sale, movement permits or insurance',
      ],
    },
  ],
  diseaseControl: [
    {
      heading: 'Prevention first',
      paragraphs: [
        'Most of the diseases that cost Kenyan farmers and pet owners dearly can be prevented. We draw up vaccination and parasite-control plans for your farm or household and remind you when each treatment is due.',
      ],
      list: [
        'Rabies vaccination for dogs and cats, as the law requires',
        'Livestock vaccination: foot-and-mouth disease, lumpy skin disease, anthrax and blackquarter, East Coast Fever (Infection and Treatment Method), Newcastle disease and Gumboro in poultry',
        'Tick control programmes: choice of acaricide, dipping or spraying intervals and resistance checks',
        'Deworming schedules based on age, season and faecal egg counts',
      ],
    },
    {
      heading: 'Diagnosis and treatment',
      paragraphs: [
        'When an animal falls ill we examine it, take blood, faecal or skin samples where needed and run the tests in our laboratory or send them to a reference laboratory. Treatment follows the diagnosis, with the right drug at the right dose, and with the withdrawal period for milk, meat and eggs written down for you.',
        'Notifiable diseases such as rabies, anthrax and foot-and-mouth disease are reported to the county veterinary authorities, and we advise on quarantine and movement control to protect neighbouring herds.',
      ],
    },
    {
      heading: 'Zoonoses: protecting your family',
      paragraphs: [
        'Some animal diseases pass to people: rabies, brucellosis, anthrax and many worms among them. Vaccinating and deworming animals, and boiling milk from untested herds, protects the people who live and work with them.',
      ],
    },
  ],
  animalProduction: [
    {
      heading: 'Healthy animals produce more',
      paragraphs: [
        'A cow with mastitis, a heifer that does not conceive or a flock losing birds to disease all cost money long before they are noticed. Our herd health visits look at the whole farm: the animals, their feed and water, their housing and your records.',
      ],
    },
    {
      heading: 'What a herd health visit covers',
      paragraphs: [],
      list: [
        'Body condition scoring and feeding plans using the fodder, silage and concentrates available to you',
        'Mastitis control: milking hygiene, California Mastitis Test and dry-cow therapy',
        'Fertility: heat detection, pregnancy diagnosis and calving intervals',
        'Calf, kid and chick rearing: colostrum, weaning and housing',
        'Biosecurity: quarantine of new stock, footbaths and visitor control',
        'Simple records of milk, weights, treatments and breeding',
      ],
    },
    {
      heading: 'Environmental assessments',
      paragraphs: [
        'For farms and livestock projects that need them we carry out environmental assessments: waste and manure management, water use, drainage and the effect of the unit on its neighbours, with the reports the environmental authority asks for.',
      ],
    },
  ],
  artificialInsemination: [
    {
      heading: 'Better genetics without keeping a bull',
      paragraphs: [
        'Artificial insemination (AI) lets a farmer with two or three cows use semen from bulls proven for milk yield, fertility and health, without the cost and danger of keeping a bull and without spreading the venereal diseases a shared bull carries.',
      ],
    },
    {
      heading: 'Timing is everything',
      paragraphs: [
        'A cow is on heat for about 18 hours and ovulates some 10 to 14 hours after the heat ends. The rule we teach is simple: a cow first seen on heat in the morning is served that afternoon, and one first seen in the evening is served the next morning. Call us as soon as you see the signs.',
      ],
      list: [
        'Standing still when mounted by other cows (the surest sign)',
        'Clear, stringy mucus from the vulva',
        'Restlessness, bellowing and a drop in milk',
        'A swollen, reddened vulva',
      ],
    },
    {
      heading: 'After the service',
      paragraphs: [
        'Watch for a return to heat about 21 days later. We confirm pregnancy by rectal palpation or ultrasound from about 35 to 60 days after service, so that an empty cow is found early and served again. We keep a record of every service, sire and expected calving date for you.',
      ],
    },
  ],
  dentalCleaning: [
    {
      heading: 'Dental disease is the most common problem we see',
      paragraphs: [
        'Most dogs and cats over three years old have some dental disease. Plaque hardens into tartar, the gums become inflamed and infection works down around the roots. It hurts, but pets hide the pain and keep eating, so owners rarely notice until it is advanced.',
      ],
      list: [
        'Bad breath',
        'Yellow or brown tartar on the teeth and red gums',
        'Dropping food, chewing on one side or pawing at the mouth',
        'Drooling, sometimes with blood',
      ],
    },
    {
      heading: 'What a dental cleaning involves',
      paragraphs: [
        'A proper cleaning needs a general anaesthetic: it is the only way to clean below the gum line, where the disease is, safely and without distress. Before it we examine your pet and, for older animals, run blood tests. Under anaesthesia we chart every tooth, scale above and below the gum line with an ultrasonic scaler, polish the surfaces smooth and extract teeth that cannot be saved.',
        'Most pets go home the same day and eat soft food that evening.',
      ],
    },
    {
      heading: 'Keeping teeth clean at home',
      paragraphs: [
        'Daily brushing with a pet toothpaste (never human toothpaste) is the best protection. Dental chews and diets help, and a check at each annual vaccination catches problems early.',
      ],
    },
  ],
  medicalCare: [
    {
      heading: 'Medicine',
      paragraphs: [
        'Our consultations start with a full clinical examination and your account of the problem. Where we need more we use our in-house laboratory (blood counts, biochemistry, blood parasites, faecal and skin tests), ultrasound and X-ray, and we explain the findings and the costs before treatment starts.',
      ],
    },
    {
      heading: 'Surgery',
      paragraphs: [
        'We carry out routine and emergency surgery in our theatre, with monitored anaesthesia and pain relief before, during and after the operation.',
      ],
      list: [
        'Spaying and neutering of dogs and cats',
        'Wound repair, lump removal and biopsies',
        'Caesarean sections and emergency abdominal surgery',
        'Fracture repair and other orthopaedic procedures',
        'Field surgery for livestock, such as hernia repair and dehorning',
      ],
    },
    {
      heading: 'Emergencies',
      paragraphs: [
        'Our emergency line is answered 24 hours a day. Call before you set out, so the team is ready when you arrive: road accidents, difficult births, poisoning, bloat and heavy bleeding all need help fast.',
      ],
    },
  ],
  puppyWellness: [
    {
      heading: 'A good start',
      paragraphs: [
        'The first months shape a pet for life. At the first visit we examine your puppy or kitten from nose to tail, check for heart murmurs, hernias and parasites, and plan its vaccinations and deworming with you.',
      ],
    },
    {
      heading: 'Vaccination',
      paragraphs: [
        'Vaccination is recommended from 6-8 weeks, boosters every 3-4 weeks until 12-16 weeks, then annual boosters. Puppies are protected against distemper, parvovirus, hepatitis, leptospirosis and, from three months, rabies; kittens against feline panleukopenia, cat flu (herpesvirus and calicivirus) and rabies.',
        'Until the course is complete, keep your puppy away from unknown dogs and public places where other dogs go.',
      ],
    },
    {
      heading: 'Deworming and parasites',
      paragraphs: [
        'Deworming happens several times between 6 and 12 weeks, because young animals pick up roundworms from their mother and pass them to the family. After that we deworm every three months and treat for fleas and ticks as the season needs.',
      ],
    },
    {
      heading: 'Growing up',
      paragraphs: [],
      list: [
        'A complete puppy or kitten diet, fed three to four times a day at first',
        'Gentle handling and meeting people, sounds and other vaccinated animals (socialisation) before 14 weeks',
        'Microchipping, ideally with the vaccinations',
        'Spaying or neutering, which we discuss with you from about six months',
      ],
    },
  ],
  seniorPets: [
    {
      heading: 'When is a pet a senior?',
      paragraphs: [
        'A geriatric dog starts at about 7 years and a cat at about 9. Large breeds age sooner than small ones. From this age the body changes: joints stiffen, kidneys, heart and thyroid may start to fail, and teeth and eyes need more care.',
      ],
    },
    {
      heading: 'The geriatric wellness program',
      paragraphs: [
        'The geriatric wellness program runs on the first Saturday of every month from 8am to 3pm. Each senior pet gets a full examination, a weight and body-condition check, blood and urine tests to pick up kidney, liver and hormone disease early, and a blood-pressure and dental check.',
        'We go through the results with you and agree a plan for diet, exercise and any treatment.',
      ],
    },
    {
      heading: 'Signs worth a visit',
      paragraphs: [],
      list: [
        'Drinking and urinating more',
        'Weight loss or gain',
        'Stiffness, reluctance to jump or climb stairs',
        'Coughing or tiring quickly on walks',
        'Confusion, restlessness at night or changes in habits',
        'Bad breath or difficulty eating',
      ],
    },
  ],
  petServices: [
    {
      heading: 'Grooming',
      paragraphs: [
        'Regular grooming keeps the coat and skin healthy and lets problems be found early: ticks, fleas, lumps, ear infections and overgrown nails. Our groomers work alongside the vets, so anything unusual is looked at the same day.',
      ],
      list: [
        'Bathing with shampoos chosen for the coat and skin, including medicated baths',
        'Brushing, de-matting and breed or comfort clips',
        'Nail clipping, ear cleaning and anal gland expression',
        'Tick and flea treatment',
      ],
    },
    {
      heading: 'Boarding',
      paragraphs: [
        'When you travel, your dog or cat can stay with us. Boarders must be vaccinated and treated for ticks and fleas; we feed their usual diet, give any medication and exercise dogs daily. Please read our boarding policy and bring the completed admission form (on the About us page).',
      ],
    },
    {
      heading: 'Care at home',
      paragraphs: [
        'Between visits, brush your pet once or twice a week, check for ticks after walks and keep nails short enough that they do not click on the floor.',
      ],
    },
  ],
};
