/**
 * The donkey survey article. Its figures (388 households, 1940 responses) are
 * the article's content, not data the site computes.
 */
export const DONKEY_SURVEY = {
  title: 'Donkey trade and slaughter practices: a household survey',
  lead: 'What happens to a county when its donkeys are sold for their skins? We asked the households that depend on them.',
  reportUrl: 'https://www.mifugovet.co.ke/reports/donkey-survey-final-report.pdf',
  sections: [
    {
      heading: 'Why we did the survey',
      paragraphs: [
        'Donkeys carry water, firewood, farm produce and goods to market for many rural households in Kenya. When licensed donkey abattoirs opened to supply the trade in donkey skins and meat, demand rose quickly, prices climbed and reports of donkey theft grew. We set out to understand how the trade and slaughter of donkeys was affecting the owners and their animals in one county.',
      ],
    },
    {
      heading: 'How we did it',
      paragraphs: [
        'Our team interviewed a sample of 388 households that own or use donkeys, chosen across the sub-counties, with a structured questionnaire. Questions on the uses of donkeys, the reasons for selling them and the problems owners face allowed more than one answer, and the households gave 1940 multiple-response counts in all. We also visited markets and spoke with traders, transporters, slaughterhouse staff and the county veterinary office.',
      ],
    },
    {
      heading: 'What we found',
      paragraphs: [
        'Households used their donkeys for several jobs at once. Carrying water was the most common, followed by transporting farm produce and firewood, hiring the donkey out for income and ploughing.',
      ],
      list: [
        'Donkey prices had risen sharply since slaughter for skins began, putting replacement out of reach of many poorer households.',
        'Theft of donkeys, often at night and for their skins, was among the problems owners raised most.',
        'Many donkeys were sold because the owner needed cash urgently, not because the animal was old or unfit for work.',
        'Donkeys were often walked or trucked long distances to slaughter without water, feed or rest, and some arrived injured.',
        'Few owners had access to a veterinarian; wounds from poor harnesses and overloading were common and often untreated.',
      ],
    },
    {
      heading: 'What we recommend',
      paragraphs: [],
      list: [
        'Enforce welfare rules for donkeys in markets, in transport and at slaughter, including limits on journey length and checks at loading.',
        'Register and identify donkeys, so that stolen animals can be traced and their sale stopped.',
        'Provide affordable veterinary care, harness and hoof care for working donkeys through outreach clinics.',
        'Teach owners and children humane handling, proper loads and the value of a working donkey over its sale price.',
        'Monitor the donkey population so that policy on the trade rests on numbers, not guesses.',
      ],
    },
  ],
};
