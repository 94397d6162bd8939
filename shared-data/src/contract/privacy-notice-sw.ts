/**
 * The privacy notice in Kiswahili (docs/behaviour.md#privacy-notice, words from
 * docs/glossary-sw.md): the same notice as PRIVACY_NOTICE in privacy-notice.ts, with its
 * `version` and `date`, in a module of its own so that a page in English never downloads it
 * (and privacy-notice.ts never imports it). Only a page in Kiswahili, or the server's render,
 * loads it ('shared-data/contract/privacy-notice-sw').
 *
 * Change it with the English: both texts keep the same sections, blocks, lists, words in braces
 * and links (privacy-notice.test.ts fails otherwise). The forms' short notes in Kiswahili,
 * COLLECTION_NOTES_SW, stay beside the English ones: the forms show one or the other.
 */
import { MY_DATA_PATH, type ConsentPurpose, type NoticeWords } from './privacy-notice';

/** CONSENT_NAMES in Kiswahili. */
export const CONSENT_NAMES_SW: Record<ConsentPurpose, string> = {
  vaccination_reminders: 'Vikumbusho vya chanjo',
};

/**
 * The notice in Kiswahili (docs/glossary-sw.md): the same sections, blocks, words in braces and
 * links as PRIVACY_NOTICE, under its `version` and `date`.
 */
export const PRIVACY_NOTICE_SW: NoticeWords = {
  controllerRegistration: null,
  intro:
    'Sisi, {company}, tunawatunza wanyama wako, na pia tunatunza yale unayotueleza kukuhusu. Taarifa hii inaeleza ni data gani ya kibinafsi tunayokusanya kwenye tovuti hii, kwa nini, nani anaipokea, tunaihifadhi kwa muda gani na unachoweza kufanya kuihusu, kama inavyotakiwa na Sheria ya Ulinzi wa Data, 2019 ya Kenya.',
  sections: [
    {
      id: 'controller',
      heading: 'Sisi ni nani',
      blocks: [
        'Mdhibiti wa data ya kibinafsi inayokusanywa kwenye tovuti hii ni {company}: {address}; {postalAddress}; simu {phone}; barua pepe {contactEmail}.',
        'Kwa swali lolote kuhusu data yako, au ili kutumia haki zako, tuandikie kwa {contactEmail} au tupigie simu kwa {phone}.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Tunachokusanya, na kwa nini',
      blocks: [
        '**Fomu ya mawasiliano.** Jina lako kamili, anwani yako ya barua pepe, nambari yako ya simu na ujumbe wako, ili tuweze kukujibu; tunakutumia uthibitisho kwamba tumeupokea kwa barua pepe na kwa SMS. Msingi wa kisheria: hatua unazotuomba tuchukue kabla ya huduma yoyote, na maslahi yetu halali ya kuwajibu wanaotuandikia.',
        '**Mahali ulipo kwa makadirio, kwenye ukurasa wa mawasiliano.** Ukurasa wa mawasiliano unapofunguka, kivinjari chako kinaomba huduma ya kutambua mahali ikadirie mahali anwani yako ya intaneti (IP address) ilipo (nchi, eneo, mji, ukanda wa saa na anwani yenyewe). Maelezo hayo yanatumwa pamoja na ujumbe wako ili tujue jumbe zinatoka wapi, kwa mfano kwa ajili ya kutembelea mashamba. Msingi wa kisheria: maslahi yetu halali. Utafutaji huu haufanyiki kivinjari chako kinapotuma Do Not Track au Global Privacy Control, na kliniki inaweza kuuzima; bila huo ujumbe wako unatumwa vilevile.',
        '**Kuweka miadi.** Jina lako kamili, nambari yako ya simu, anwani yako ya barua pepe ukiiweka, jina la mnyama wako na aina yake, na maelezo yoyote ya ziada unayoandika, ili tuweze kuweka miadi yako na kukuwekea nafasi, kuithibitisha, kukukumbusha saa 24 kabla kwa SMS na barua pepe, na kuhifadhi kumbukumbu ya ziara. Msingi wa kisheria: huduma unayoiomba, na wajibu wetu wa kuhifadhi kumbukumbu za huduma tunazotoa.',
        "**Vikumbusho vya chanjo (hiari).** Ukichagua 'Nitumie vikumbusho chanjo za mnyama wangu zinapokaribia' unapoweka miadi, tunatumia nambari yako ya simu na anwani yako ya barua pepe kukukumbusha chanjo inapokaribia: mnyama wako akishapata chanjo kwetu, tunakutumia ukumbusho mmoja baada ya {vaccinationReminder} (takriban wiki mbili kabla ya chanjo ya nyongeza ya kila mwaka), kwa SMS na, ikiwa uliiweka, kwa barua pepe. Kabla ya kuutuma tunakagua kwamba idhini yako bado ipo. Msingi wa kisheria: idhini yako, ambayo unaweza kuiondoa wakati wowote kupitia kiungo kilicho kwenye uthibitisho wa miadi yako au kwenye ukurasa wa [data yako](" +
          MY_DATA_PATH +
          '). Tunaweka kumbukumbu ya lini uliitoa, toleo la taarifa hii uliloliona, na lini uliiondoa.',
        '**Akaunti za wafanyakazi.** Mfanyakazi anapojisajili: jina lake kamili, anwani yake ya barua pepe, nenosiri (linalohifadhiwa kwa njia ambayo haiwezi kurudishwa kuwa nenosiri lenyewe), na picha, picha ya mandhari na maelezo anayochagua kuongeza, ili aweze kuingia na, kwa madaktari, aonyeshwe kwenye tovuti. Msingi wa kisheria: ajira au mkataba wa mfanyakazi huyo.',
        '**Kutumia tovuti.** Seva yetu inaweka kumbukumbu ya kila ombi (anwani ya intaneti, ukurasa na saa ya ombi) ili tovuti ifanye kazi na iwe salama; nambari ya mgeni ya nasibu iliyohifadhiwa kwenye kivinjari chako (cookie) inatuwezesha kupima kasi ya tovuti na kuwaonyesha sehemu ya wageni matoleo mapya ya tovuti kwanza. Haihusishwi na jina lako, barua pepe wala simu yako. Msingi wa kisheria: maslahi yetu halali ya kuwa na tovuti inayofanya kazi na iliyo salama.',
        'Hatuuzi data ya kibinafsi, hatuitumii kwa matangazo, wala hatufanyi maamuzi kukuhusu kwa njia za kiotomatiki.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Nani anaipokea',
      blocks: [
        'Ni wale tu wanaoihitaji: wafanyakazi wa kliniki, na watoa huduma walio hapa chini, wanaofanya kazi kwa maelekezo yetu. Pia tunatoa data pale sheria inapotutaka kufanya hivyo.',
        { recipients: true },
        'Ramani iliyo kwenye ukurasa wa mawasiliano inaonyeshwa na Google Maps, ambayo inapokea anwani yako ya intaneti ramani inapopakia.',
      ],
    },
    {
      id: 'where',
      heading: 'Inahifadhiwa wapi',
      blocks: [
        'Data yako inahifadhiwa kwenye hifadhidata ya kliniki, kwenye seva inayoendesha tovuti hii, na inalindwa dhidi ya wasioruhusiwa: ni wafanyakazi walioingia tu wanaoona jumbe na miadi. Pale ambapo mtoa huduma aliyetajwa hapo juu yuko nje ya Kenya, data yako inahamishiwa huko tu kwa kinga zinazotakiwa na Sheria ya Ulinzi wa Data.',
      ],
    },
    {
      id: 'retention',
      heading: 'Tunaihifadhi kwa muda gani',
      blocks: [
        {
          list: [
            'Jumbe kutoka fomu ya mawasiliano: {enquiryRetention}.',
            'Miadi: {bookingRetention} baada ya ziara, kama kumbukumbu ya huduma iliyotolewa.',
            'Kumbukumbu za maombi kwenye seva yetu (anwani za intaneti): {logRetention}.',
            'Nakala za barua pepe na SMS tunazotuma: {outboxRetention}.',
            'Kumbukumbu ya mabadiliko yanayofanywa na wafanyakazi (daftari la shughuli): {activityRetention}.',
            'Idhini: muda wote inapotumika; kumbukumbu ya lini ilitolewa na lini iliondolewa, kwa muda ule ule kama miadi iliyoambatana nayo.',
          ],
        },
        'Baada ya hapo, data inafutwa, au kinaondolewa kila kinachomtambulisha mtu pale kliniki inapolazimika kuhifadhi kumbukumbu ya ziara.',
      ],
    },
    {
      id: 'rights',
      heading: 'Haki zako',
      blocks: [
        'Chini ya Sheria ya Ulinzi wa Data, 2019 una haki:',
        {
          list: [
            'kuelezwa jinsi data yako inavyotumika (taarifa hii);',
            'kupata data ya kibinafsi tuliyo nayo kukuhusu;',
            'kurekebishiwa data isiyo sahihi au inayopotosha;',
            'kufutiwa data isiyo sahihi, inayopotosha au iliyohifadhiwa kinyume cha sheria;',
            'kupokea data yako kwa muundo unaoweza kusomwa na kompyuta, na kuihamishia kwingine;',
            'kupinga matumizi yetu ya data yako yote au sehemu yake;',
            'kuondoa idhini wakati wowote, kwa urahisi ule ule ulioitoa;',
            'kulalamika kwa [Ofisi ya Kamishna wa Ulinzi wa Data](https://www.odpc.go.ke).',
          ],
        },
        'Ili kuona, kupakua, kurekebisha au kufuta data tuliyo nayo kukuhusu, nenda kwenye [data yako](' +
          MY_DATA_PATH +
          '): nambari ya uthibitisho inayotumwa kwenye barua pepe au simu yako inathibitisha kuwa ni wewe. Kwa jambo lingine lolote, tuandikie kwa {contactEmail} au tupigie simu kwa {phone}; tunakujibu ndani ya siku {answerWithinDays}.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya taarifa hii',
      blocks: [
        'Tunapobadilisha taarifa hii tunachapisha toleo jipya hapa pamoja na tarehe yake. Idhini uliyotoa inabaki imefungamana na toleo uliloliona.',
      ],
    },
  ],
  recipients: [
    {
      id: 'mail',
      inUse:
        'Mtoa huduma wetu wa barua pepe, anayewasilisha barua pepe tunazokutumia (uthibitisho wa kupokea ujumbe, uthibitisho wa miadi, vikumbusho, majibu).',
      notInUse: null,
    },
    {
      id: 'sms',
      inUse:
        'Mtoa huduma wetu wa SMS, anayewasilisha SMS tunazokutumia (uthibitisho wa kupokea ujumbe, uthibitisho wa miadi, vikumbusho).',
      notInUse: null,
    },
    {
      id: 'storage',
      inUse:
        'Mtoa huduma wetu wa kuhifadhi faili, anayehifadhi picha za tovuti, zikiwemo picha za wafanyakazi.',
      notInUse: null,
    },
    {
      id: 'location',
      inUse:
        'Huduma ya kutambua mahali {lookupHost}, inayopokea anwani yako ya intaneti ukurasa wa mawasiliano unapofunguka (tazama hapo juu).',
      notInUse: null,
    },
  ],
  noRecipients:
    'Kwa sasa hakuna mtoa huduma wa nje anayepokea data ya kibinafsi kutoka kwenye tovuti hii.',
};
