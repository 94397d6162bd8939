import { defineMessages, type Message } from 'shared-ui';

/** One section of the article: its heading, its paragraphs and, for some, a list. */
export interface SurveySection {
  heading: Message;
  paragraphs: readonly Message[];
  list?: readonly Message[];
}

const messages = defineMessages({
  title: {
    id: 'articles.donkey.title',
    defaultMessage: 'Donkey trade and slaughter practices: a household survey',
  },
  lead: {
    id: 'articles.donkey.lead',
    defaultMessage:
      'What happens to a county when its donkeys are sold for their skins? We asked the households that depend on them.',
  },
  whyHeading: { id: 'articles.donkey.why.heading', defaultMessage: 'Why we did the survey' },
  why1: {
    id: 'articles.donkey.why.p1',
    defaultMessage:
      'Donkeys carry water, firewood, farm produce and goods to market for many rural households in Kenya. When licensed donkey abattoirs opened to supply the trade in donkey skins and meat, demand rose quickly, prices climbed and reports of donkey theft grew. We set out to understand how the trade and slaughter of donkeys was affecting the owners and their animals in one county.',
  },
  howHeading: { id: 'articles.donkey.how.heading', defaultMessage: 'How we did it' },
  how1: {
    id: 'articles.donkey.how.p1',
    defaultMessage:
      'Our team interviewed a sample of 388 households that own or use donkeys, chosen across the sub-counties, with a structured questionnaire. Questions on the uses of donkeys, the reasons for selling them and the problems owners face allowed more than one answer, and the households gave 1940 multiple-response counts in all. We also visited markets and spoke with traders, transporters, slaughterhouse staff and the county veterinary office.',
  },
  foundHeading: { id: 'articles.donkey.found.heading', defaultMessage: 'What we found' },
  found1: {
    id: 'articles.donkey.found.p1',
    defaultMessage:
      'Households used their donkeys for several jobs at once. Carrying water was the most common, followed by transporting farm produce and firewood, hiring the donkey out for income and ploughing.',
  },
  foundPrices: {
    id: 'articles.donkey.found.prices',
    defaultMessage:
      'Donkey prices had risen sharply since slaughter for skins began, putting replacement out of reach of many poorer households.',
  },
  foundTheft: {
    id: 'articles.donkey.found.theft',
    defaultMessage:
      'Theft of donkeys, often at night and for their skins, was among the problems owners raised most.',
  },
  foundCash: {
    id: 'articles.donkey.found.cash',
    defaultMessage:
      'Many donkeys were sold because the owner needed cash urgently, not because the animal was old or unfit for work.',
  },
  foundTransport: {
    id: 'articles.donkey.found.transport',
    defaultMessage:
      'Donkeys were often walked or trucked long distances to slaughter without water, feed or rest, and some arrived injured.',
  },
  foundVets: {
    id: 'articles.donkey.found.vets',
    defaultMessage:
      'Few owners had access to a veterinarian; wounds from poor harnesses and overloading were common and often untreated.',
  },
  recommendHeading: {
    id: 'articles.donkey.recommend.heading',
    defaultMessage: 'What we recommend',
  },
  recommendWelfare: {
    id: 'articles.donkey.recommend.welfare',
    defaultMessage:
      'Enforce welfare rules for donkeys in markets, in transport and at slaughter, including limits on journey length and checks at loading.',
  },
  recommendRegister: {
    id: 'articles.donkey.recommend.register',
    defaultMessage:
      'Register and identify donkeys, so that stolen animals can be traced and their sale stopped.',
  },
  recommendCare: {
    id: 'articles.donkey.recommend.care',
    defaultMessage:
      'Provide affordable veterinary care, harness and hoof care for working donkeys through outreach clinics.',
  },
  recommendTeach: {
    id: 'articles.donkey.recommend.teach',
    defaultMessage:
      'Teach owners and children humane handling, proper loads and the value of a working donkey over its sale price.',
  },
  recommendMonitor: {
    id: 'articles.donkey.recommend.monitor',
    defaultMessage:
      'Monitor the donkey population so that policy on the trade rests on numbers, not guesses.',
  },
});

/**
 * The donkey survey article, its texts as messages. Its figures (388 households, 1940
 * responses) are the article's content, not data the site computes.
 */
export const DONKEY_SURVEY: {
  title: Message;
  lead: Message;
  reportUrl: string;
  sections: readonly SurveySection[];
} = {
  title: messages.title,
  lead: messages.lead,
  reportUrl: 'https://www.mifugovet.co.ke/reports/donkey-survey-final-report.pdf',
  sections: [
    { heading: messages.whyHeading, paragraphs: [messages.why1] },
    { heading: messages.howHeading, paragraphs: [messages.how1] },
    {
      heading: messages.foundHeading,
      paragraphs: [messages.found1],
      list: [
        messages.foundPrices,
        messages.foundTheft,
        messages.foundCash,
        messages.foundTransport,
        messages.foundVets,
      ],
    },
    {
      heading: messages.recommendHeading,
      paragraphs: [],
      list: [
        messages.recommendWelfare,
        messages.recommendRegister,
        messages.recommendCare,
        messages.recommendTeach,
        messages.recommendMonitor,
      ],
    },
  ],
};
