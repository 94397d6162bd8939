// Data, long by nature: the text of the nine service pages.
import { defineMessages, type Message } from 'shared-ui';
import type { ServiceKey } from '../../../shared/data/services';

/** One block of a service page: a heading, paragraphs and an optional bulleted list. */
export interface ServiceSection {
  heading: Message;
  paragraphs: readonly Message[];
  list?: readonly Message[];
}

// Each page's messages: its sections' headings, paragraphs (Text) and list items (Item).
const animalIdentification = defineMessages({
  whyHeading: {
    id: 'services.animalIdentification.whyHeading',
    defaultMessage: 'Why identify your animals',
  },
  whyText: {
    id: 'services.animalIdentification.whyText',
    defaultMessage:
      'An animal that can be identified can be returned when it strays, traced when disease breaks out and proven to be yours when ownership is questioned. Identification is also the basis of good records: vaccinations, treatments, breeding and milk yields all belong to one animal.',
  },
  microchipsHeading: {
    id: 'services.animalIdentification.microchipsHeading',
    defaultMessage: 'Microchips for dogs and cats',
  },
  microchipsText1: {
    id: 'services.animalIdentification.microchipsText1',
    defaultMessage:
      'A microchip is a glass-encased chip the size of a grain of rice, placed under the skin between the shoulder blades with a needle, much like a vaccination. It carries a unique 15-digit number (ISO 11784/11785) that any standard scanner reads. It needs no battery and lasts the life of the animal.',
  },
  microchipsText2: {
    id: 'services.animalIdentification.microchipsText2',
    defaultMessage:
      'We register the number with your contact details and record it on the vaccination card. Microchipping is required for pets travelling abroad, and we check the chip reads at every annual visit.',
  },
  livestockHeading: {
    id: 'services.animalIdentification.livestockHeading',
    defaultMessage: 'Livestock identification',
  },
  livestockText: {
    id: 'services.animalIdentification.livestockText',
    defaultMessage:
      'For cattle, sheep, goats and pigs we fit numbered ear tags and help you keep a herd register, as livestock movement permits and traceability schemes require. We tag calves and kids soon after birth and record dam, sire and date of birth.',
  },
  livestockItem1: {
    id: 'services.animalIdentification.livestockItem1',
    defaultMessage: 'Visual and electronic ear tags',
  },
  livestockItem2: {
    id: 'services.animalIdentification.livestockItem2',
    defaultMessage: 'Herd registers and individual animal cards',
  },
  livestockItem3: {
    id: 'services.animalIdentification.livestockItem3',
    defaultMessage: 'Identification before sale, movement permits or insurance',
  },
});

const diseaseControl = defineMessages({
  preventionHeading: {
    id: 'services.diseaseControl.preventionHeading',
    defaultMessage: 'Prevention first',
  },
  preventionText: {
    id: 'services.diseaseControl.preventionText',
    defaultMessage:
      'Most of the diseases that cost Kenyan farmers and pet owners dearly can be prevented. We draw up vaccination and parasite-control plans for your farm or household and remind you when each treatment is due.',
  },
  preventionItem1: {
    id: 'services.diseaseControl.preventionItem1',
    defaultMessage: 'Rabies vaccination for dogs and cats, as the law requires',
  },
  preventionItem2: {
    id: 'services.diseaseControl.preventionItem2',
    defaultMessage:
      'Livestock vaccination: foot-and-mouth disease, lumpy skin disease, anthrax and blackquarter, East Coast Fever (Infection and Treatment Method), Newcastle disease and Gumboro in poultry',
  },
  preventionItem3: {
    id: 'services.diseaseControl.preventionItem3',
    defaultMessage:
      'Tick control programmes: choice of acaricide, dipping or spraying intervals and resistance checks',
  },
  preventionItem4: {
    id: 'services.diseaseControl.preventionItem4',
    defaultMessage: 'Deworming schedules based on age, season and faecal egg counts',
  },
  diagnosisHeading: {
    id: 'services.diseaseControl.diagnosisHeading',
    defaultMessage: 'Diagnosis and treatment',
  },
  diagnosisText1: {
    id: 'services.diseaseControl.diagnosisText1',
    defaultMessage:
      'When an animal falls ill we examine it, take blood, faecal or skin samples where needed and run the tests in our laboratory or send them to a reference laboratory. Treatment follows the diagnosis, with the right drug at the right dose, and with the withdrawal period for milk, meat and eggs written down for you.',
  },
  diagnosisText2: {
    id: 'services.diseaseControl.diagnosisText2',
    defaultMessage:
      'Notifiable diseases such as rabies, anthrax and foot-and-mouth disease are reported to the county veterinary authorities, and we advise on quarantine and movement control to protect neighbouring herds.',
  },
  zoonosesHeading: {
    id: 'services.diseaseControl.zoonosesHeading',
    defaultMessage: 'Zoonoses: protecting your family',
  },
  zoonosesText: {
    id: 'services.diseaseControl.zoonosesText',
    defaultMessage:
      'Some animal diseases pass to people: rabies, brucellosis, anthrax and many worms among them. Vaccinating and deworming animals, and boiling milk from untested herds, protects the people who live and work with them.',
  },
});

const animalProduction = defineMessages({
  healthyHeading: {
    id: 'services.animalProduction.healthyHeading',
    defaultMessage: 'Healthy animals produce more',
  },
  healthyText: {
    id: 'services.animalProduction.healthyText',
    defaultMessage:
      'A cow with mastitis, a heifer that does not conceive or a flock losing birds to disease all cost money long before they are noticed. Our herd health visits look at the whole farm: the animals, their feed and water, their housing and your records.',
  },
  visitHeading: {
    id: 'services.animalProduction.visitHeading',
    defaultMessage: 'What a herd health visit covers',
  },
  visitItem1: {
    id: 'services.animalProduction.visitItem1',
    defaultMessage:
      'Body condition scoring and feeding plans using the fodder, silage and concentrates available to you',
  },
  visitItem2: {
    id: 'services.animalProduction.visitItem2',
    defaultMessage:
      'Mastitis control: milking hygiene, California Mastitis Test and dry-cow therapy',
  },
  visitItem3: {
    id: 'services.animalProduction.visitItem3',
    defaultMessage: 'Fertility: heat detection, pregnancy diagnosis and calving intervals',
  },
  visitItem4: {
    id: 'services.animalProduction.visitItem4',
    defaultMessage: 'Calf, kid and chick rearing: colostrum, weaning and housing',
  },
  visitItem5: {
    id: 'services.animalProduction.visitItem5',
    defaultMessage: 'Biosecurity: quarantine of new stock, footbaths and visitor control',
  },
  visitItem6: {
    id: 'services.animalProduction.visitItem6',
    defaultMessage: 'Simple records of milk, weights, treatments and breeding',
  },
  environmentHeading: {
    id: 'services.animalProduction.environmentHeading',
    defaultMessage: 'Environmental assessments',
  },
  environmentText: {
    id: 'services.animalProduction.environmentText',
    defaultMessage:
      'For farms and livestock projects that need them we carry out environmental assessments: waste and manure management, water use, drainage and the effect of the unit on its neighbours, with the reports the environmental authority asks for.',
  },
});

const artificialInsemination = defineMessages({
  geneticsHeading: {
    id: 'services.artificialInsemination.geneticsHeading',
    defaultMessage: 'Better genetics without keeping a bull',
  },
  geneticsText: {
    id: 'services.artificialInsemination.geneticsText',
    defaultMessage:
      'Artificial insemination (AI) lets a farmer with two or three cows use semen from bulls proven for milk yield, fertility and health, without the cost and danger of keeping a bull and without spreading the venereal diseases a shared bull carries.',
  },
  timingHeading: {
    id: 'services.artificialInsemination.timingHeading',
    defaultMessage: 'Timing is everything',
  },
  timingText: {
    id: 'services.artificialInsemination.timingText',
    defaultMessage:
      'A cow is on heat for about 18 hours and ovulates some 10 to 14 hours after the heat ends. The rule we teach is simple: a cow first seen on heat in the morning is served that afternoon, and one first seen in the evening is served the next morning. Call us as soon as you see the signs.',
  },
  timingItem1: {
    id: 'services.artificialInsemination.timingItem1',
    defaultMessage: 'Standing still when mounted by other cows (the surest sign)',
  },
  timingItem2: {
    id: 'services.artificialInsemination.timingItem2',
    defaultMessage: 'Clear, stringy mucus from the vulva',
  },
  timingItem3: {
    id: 'services.artificialInsemination.timingItem3',
    defaultMessage: 'Restlessness, bellowing and a drop in milk',
  },
  timingItem4: {
    id: 'services.artificialInsemination.timingItem4',
    defaultMessage: 'A swollen, reddened vulva',
  },
  afterHeading: {
    id: 'services.artificialInsemination.afterHeading',
    defaultMessage: 'After the service',
  },
  afterText: {
    id: 'services.artificialInsemination.afterText',
    defaultMessage:
      'Watch for a return to heat about 21 days later. We confirm pregnancy by rectal palpation or ultrasound from about 35 to 60 days after service, so that an empty cow is found early and served again. We keep a record of every service, sire and expected calving date for you.',
  },
});

const dentalCleaning = defineMessages({
  commonHeading: {
    id: 'services.dentalCleaning.commonHeading',
    defaultMessage: 'Dental disease is the most common problem we see',
  },
  commonText: {
    id: 'services.dentalCleaning.commonText',
    defaultMessage:
      'Most dogs and cats over three years old have some dental disease. Plaque hardens into tartar, the gums become inflamed and infection works down around the roots. It hurts, but pets hide the pain and keep eating, so owners rarely notice until it is advanced.',
  },
  commonItem1: { id: 'services.dentalCleaning.commonItem1', defaultMessage: 'Bad breath' },
  commonItem2: {
    id: 'services.dentalCleaning.commonItem2',
    defaultMessage: 'Yellow or brown tartar on the teeth and red gums',
  },
  commonItem3: {
    id: 'services.dentalCleaning.commonItem3',
    defaultMessage: 'Dropping food, chewing on one side or pawing at the mouth',
  },
  commonItem4: {
    id: 'services.dentalCleaning.commonItem4',
    defaultMessage: 'Drooling, sometimes with blood',
  },
  cleaningHeading: {
    id: 'services.dentalCleaning.cleaningHeading',
    defaultMessage: 'What a dental cleaning involves',
  },
  cleaningText1: {
    id: 'services.dentalCleaning.cleaningText1',
    defaultMessage:
      'A proper cleaning needs a general anaesthetic: it is the only way to clean below the gum line, where the disease is, safely and without distress. Before it we examine your pet and, for older animals, run blood tests. Under anaesthesia we chart every tooth, scale above and below the gum line with an ultrasonic scaler, polish the surfaces smooth and extract teeth that cannot be saved.',
  },
  cleaningText2: {
    id: 'services.dentalCleaning.cleaningText2',
    defaultMessage: 'Most pets go home the same day and eat soft food that evening.',
  },
  homeHeading: {
    id: 'services.dentalCleaning.homeHeading',
    defaultMessage: 'Keeping teeth clean at home',
  },
  homeText: {
    id: 'services.dentalCleaning.homeText',
    defaultMessage:
      'Daily brushing with a pet toothpaste (never human toothpaste) is the best protection. Dental chews and diets help, and a check at each annual vaccination catches problems early.',
  },
});

const medicalCare = defineMessages({
  medicineHeading: { id: 'services.medicalCare.medicineHeading', defaultMessage: 'Medicine' },
  medicineText: {
    id: 'services.medicalCare.medicineText',
    defaultMessage:
      'Our consultations start with a full clinical examination and your account of the problem. Where we need more we use our in-house laboratory (blood counts, biochemistry, blood parasites, faecal and skin tests), ultrasound and X-ray, and we explain the findings and the costs before treatment starts.',
  },
  surgeryHeading: { id: 'services.medicalCare.surgeryHeading', defaultMessage: 'Surgery' },
  surgeryText: {
    id: 'services.medicalCare.surgeryText',
    defaultMessage:
      'We carry out routine and emergency surgery in our theatre, with monitored anaesthesia and pain relief before, during and after the operation.',
  },
  surgeryItem1: {
    id: 'services.medicalCare.surgeryItem1',
    defaultMessage: 'Spaying and neutering of dogs and cats',
  },
  surgeryItem2: {
    id: 'services.medicalCare.surgeryItem2',
    defaultMessage: 'Wound repair, lump removal and biopsies',
  },
  surgeryItem3: {
    id: 'services.medicalCare.surgeryItem3',
    defaultMessage: 'Caesarean sections and emergency abdominal surgery',
  },
  surgeryItem4: {
    id: 'services.medicalCare.surgeryItem4',
    defaultMessage: 'Fracture repair and other orthopaedic procedures',
  },
  surgeryItem5: {
    id: 'services.medicalCare.surgeryItem5',
    defaultMessage: 'Field surgery for livestock, such as hernia repair and dehorning',
  },
  emergenciesHeading: {
    id: 'services.medicalCare.emergenciesHeading',
    defaultMessage: 'Emergencies',
  },
  emergenciesText: {
    id: 'services.medicalCare.emergenciesText',
    defaultMessage:
      'Our emergency line is answered 24 hours a day. Call before you set out, so the team is ready when you arrive: road accidents, difficult births, poisoning, bloat and heavy bleeding all need help fast.',
  },
});

const puppyWellness = defineMessages({
  startHeading: { id: 'services.puppyWellness.startHeading', defaultMessage: 'A good start' },
  startText: {
    id: 'services.puppyWellness.startText',
    defaultMessage:
      'The first months shape a pet for life. At the first visit we examine your puppy or kitten from nose to tail, check for heart murmurs, hernias and parasites, and plan its vaccinations and deworming with you.',
  },
  vaccinationHeading: {
    id: 'services.puppyWellness.vaccinationHeading',
    defaultMessage: 'Vaccination',
  },
  vaccinationText1: {
    id: 'services.puppyWellness.vaccinationText1',
    defaultMessage:
      'Vaccination is recommended from 6-8 weeks, boosters every 3-4 weeks until 12-16 weeks, then annual boosters. Puppies are protected against distemper, parvovirus, hepatitis, leptospirosis and, from three months, rabies; kittens against feline panleukopenia, cat flu (herpesvirus and calicivirus) and rabies.',
  },
  vaccinationText2: {
    id: 'services.puppyWellness.vaccinationText2',
    defaultMessage:
      'Until the course is complete, keep your puppy away from unknown dogs and public places where other dogs go.',
  },
  dewormingHeading: {
    id: 'services.puppyWellness.dewormingHeading',
    defaultMessage: 'Deworming and parasites',
  },
  dewormingText: {
    id: 'services.puppyWellness.dewormingText',
    defaultMessage:
      'Deworming happens several times between 6 and 12 weeks, because young animals pick up roundworms from their mother and pass them to the family. After that we deworm every three months and treat for fleas and ticks as the season needs.',
  },
  growingHeading: { id: 'services.puppyWellness.growingHeading', defaultMessage: 'Growing up' },
  growingItem1: {
    id: 'services.puppyWellness.growingItem1',
    defaultMessage: 'A complete puppy or kitten diet, fed three to four times a day at first',
  },
  growingItem2: {
    id: 'services.puppyWellness.growingItem2',
    defaultMessage:
      'Gentle handling and meeting people, sounds and other vaccinated animals (socialisation) before 14 weeks',
  },
  growingItem3: {
    id: 'services.puppyWellness.growingItem3',
    defaultMessage: 'Microchipping, ideally with the vaccinations',
  },
  growingItem4: {
    id: 'services.puppyWellness.growingItem4',
    defaultMessage: 'Spaying or neutering, which we discuss with you from about six months',
  },
});

const seniorPets = defineMessages({
  whenHeading: { id: 'services.seniorPets.whenHeading', defaultMessage: 'When is a pet a senior?' },
  whenText: {
    id: 'services.seniorPets.whenText',
    defaultMessage:
      'A geriatric dog starts at about 7 years and a cat at about 9. Large breeds age sooner than small ones. From this age the body changes: joints stiffen, kidneys, heart and thyroid may start to fail, and teeth and eyes need more care.',
  },
  programHeading: {
    id: 'services.seniorPets.programHeading',
    defaultMessage: 'The geriatric wellness program',
  },
  programText1: {
    id: 'services.seniorPets.programText1',
    defaultMessage:
      'The geriatric wellness program runs on the first Saturday of every month from 8am to 3pm. Each senior pet gets a full examination, a weight and body-condition check, blood and urine tests to pick up kidney, liver and hormone disease early, and a blood-pressure and dental check.',
  },
  programText2: {
    id: 'services.seniorPets.programText2',
    defaultMessage:
      'We go through the results with you and agree a plan for diet, exercise and any treatment.',
  },
  signsHeading: { id: 'services.seniorPets.signsHeading', defaultMessage: 'Signs worth a visit' },
  signsItem1: {
    id: 'services.seniorPets.signsItem1',
    defaultMessage: 'Drinking and urinating more',
  },
  signsItem2: { id: 'services.seniorPets.signsItem2', defaultMessage: 'Weight loss or gain' },
  signsItem3: {
    id: 'services.seniorPets.signsItem3',
    defaultMessage: 'Stiffness, reluctance to jump or climb stairs',
  },
  signsItem4: {
    id: 'services.seniorPets.signsItem4',
    defaultMessage: 'Coughing or tiring quickly on walks',
  },
  signsItem5: {
    id: 'services.seniorPets.signsItem5',
    defaultMessage: 'Confusion, restlessness at night or changes in habits',
  },
  signsItem6: {
    id: 'services.seniorPets.signsItem6',
    defaultMessage: 'Bad breath or difficulty eating',
  },
});

const petServices = defineMessages({
  groomingHeading: { id: 'services.petServices.groomingHeading', defaultMessage: 'Grooming' },
  groomingText: {
    id: 'services.petServices.groomingText',
    defaultMessage:
      'Regular grooming keeps the coat and skin healthy and lets problems be found early: ticks, fleas, lumps, ear infections and overgrown nails. Our groomers work alongside the vets, so anything unusual is looked at the same day.',
  },
  groomingItem1: {
    id: 'services.petServices.groomingItem1',
    defaultMessage: 'Bathing with shampoos chosen for the coat and skin, including medicated baths',
  },
  groomingItem2: {
    id: 'services.petServices.groomingItem2',
    defaultMessage: 'Brushing, de-matting and breed or comfort clips',
  },
  groomingItem3: {
    id: 'services.petServices.groomingItem3',
    defaultMessage: 'Nail clipping, ear cleaning and anal gland expression',
  },
  groomingItem4: {
    id: 'services.petServices.groomingItem4',
    defaultMessage: 'Tick and flea treatment',
  },
  boardingHeading: { id: 'services.petServices.boardingHeading', defaultMessage: 'Boarding' },
  boardingText: {
    id: 'services.petServices.boardingText',
    defaultMessage:
      'When you travel, your dog or cat can stay with us. Boarders must be vaccinated and treated for ticks and fleas; we feed their usual diet, give any medication and exercise dogs daily. Please read our boarding policy and bring the completed admission form (on the About us page).',
  },
  homeHeading: { id: 'services.petServices.homeHeading', defaultMessage: 'Care at home' },
  homeText: {
    id: 'services.petServices.homeText',
    defaultMessage:
      'Between visits, brush your pet once or twice a week, check for ticks after walks and keep nails short enough that they do not click on the floor.',
  },
});

/**
 * The text of each service page; edit it here. The puppy and kitten and the senior pets pages
 * carry the vaccination and geriatric programme figures of docs/behaviour.md#services word for
 * word.
 */
export const SERVICE_SECTIONS: Record<ServiceKey, readonly ServiceSection[]> = {
  animalIdentification: [
    {
      heading: animalIdentification.whyHeading,
      paragraphs: [animalIdentification.whyText],
    },
    {
      heading: animalIdentification.microchipsHeading,
      paragraphs: [animalIdentification.microchipsText1, animalIdentification.microchipsText2],
    },
    {
      heading: animalIdentification.livestockHeading,
      paragraphs: [animalIdentification.livestockText],
      list: [
        animalIdentification.livestockItem1,
        animalIdentification.livestockItem2,
        animalIdentification.livestockItem3,
      ],
    },
  ],
  diseaseControl: [
    {
      heading: diseaseControl.preventionHeading,
      paragraphs: [diseaseControl.preventionText],
      list: [
        diseaseControl.preventionItem1,
        diseaseControl.preventionItem2,
        diseaseControl.preventionItem3,
        diseaseControl.preventionItem4,
      ],
    },
    {
      heading: diseaseControl.diagnosisHeading,
      paragraphs: [diseaseControl.diagnosisText1, diseaseControl.diagnosisText2],
    },
    {
      heading: diseaseControl.zoonosesHeading,
      paragraphs: [diseaseControl.zoonosesText],
    },
  ],
  animalProduction: [
    {
      heading: animalProduction.healthyHeading,
      paragraphs: [animalProduction.healthyText],
    },
    {
      heading: animalProduction.visitHeading,
      paragraphs: [],
      list: [
        animalProduction.visitItem1,
        animalProduction.visitItem2,
        animalProduction.visitItem3,
        animalProduction.visitItem4,
        animalProduction.visitItem5,
        animalProduction.visitItem6,
      ],
    },
    {
      heading: animalProduction.environmentHeading,
      paragraphs: [animalProduction.environmentText],
    },
  ],
  artificialInsemination: [
    {
      heading: artificialInsemination.geneticsHeading,
      paragraphs: [artificialInsemination.geneticsText],
    },
    {
      heading: artificialInsemination.timingHeading,
      paragraphs: [artificialInsemination.timingText],
      list: [
        artificialInsemination.timingItem1,
        artificialInsemination.timingItem2,
        artificialInsemination.timingItem3,
        artificialInsemination.timingItem4,
      ],
    },
    {
      heading: artificialInsemination.afterHeading,
      paragraphs: [artificialInsemination.afterText],
    },
  ],
  dentalCleaning: [
    {
      heading: dentalCleaning.commonHeading,
      paragraphs: [dentalCleaning.commonText],
      list: [
        dentalCleaning.commonItem1,
        dentalCleaning.commonItem2,
        dentalCleaning.commonItem3,
        dentalCleaning.commonItem4,
      ],
    },
    {
      heading: dentalCleaning.cleaningHeading,
      paragraphs: [dentalCleaning.cleaningText1, dentalCleaning.cleaningText2],
    },
    {
      heading: dentalCleaning.homeHeading,
      paragraphs: [dentalCleaning.homeText],
    },
  ],
  medicalCare: [
    {
      heading: medicalCare.medicineHeading,
      paragraphs: [medicalCare.medicineText],
    },
    {
      heading: medicalCare.surgeryHeading,
      paragraphs: [medicalCare.surgeryText],
      list: [
        medicalCare.surgeryItem1,
        medicalCare.surgeryItem2,
        medicalCare.surgeryItem3,
        medicalCare.surgeryItem4,
        medicalCare.surgeryItem5,
      ],
    },
    {
      heading: medicalCare.emergenciesHeading,
      paragraphs: [medicalCare.emergenciesText],
    },
  ],
  puppyWellness: [
    {
      heading: puppyWellness.startHeading,
      paragraphs: [puppyWellness.startText],
    },
    {
      heading: puppyWellness.vaccinationHeading,
      paragraphs: [puppyWellness.vaccinationText1, puppyWellness.vaccinationText2],
    },
    {
      heading: puppyWellness.dewormingHeading,
      paragraphs: [puppyWellness.dewormingText],
    },
    {
      heading: puppyWellness.growingHeading,
      paragraphs: [],
      list: [
        puppyWellness.growingItem1,
        puppyWellness.growingItem2,
        puppyWellness.growingItem3,
        puppyWellness.growingItem4,
      ],
    },
  ],
  seniorPets: [
    {
      heading: seniorPets.whenHeading,
      paragraphs: [seniorPets.whenText],
    },
    {
      heading: seniorPets.programHeading,
      paragraphs: [seniorPets.programText1, seniorPets.programText2],
    },
    {
      heading: seniorPets.signsHeading,
      paragraphs: [],
      list: [
        seniorPets.signsItem1,
        seniorPets.signsItem2,
        seniorPets.signsItem3,
        seniorPets.signsItem4,
        seniorPets.signsItem5,
        seniorPets.signsItem6,
      ],
    },
  ],
  petServices: [
    {
      heading: petServices.groomingHeading,
      paragraphs: [petServices.groomingText],
      list: [
        petServices.groomingItem1,
        petServices.groomingItem2,
        petServices.groomingItem3,
        petServices.groomingItem4,
      ],
    },
    {
      heading: petServices.boardingHeading,
      paragraphs: [petServices.boardingText],
    },
    {
      heading: petServices.homeHeading,
      paragraphs: [petServices.homeText],
    },
  ],
};
