import { defineMessages, type Message, type MessageDescriptor } from 'shared-ui';
import type { ArtworkName } from '../../../shared/images/artwork-sources';
import { DOCUMENT_URLS } from '../documents/document-urls';

/** A text of the about page, in the page's language: the page formats it with intl. */
type Text = MessageDescriptor & Message;

const values = defineMessages({
  satisfaction: { id: 'about.value.satisfaction', defaultMessage: 'Customer satisfaction' },
  learning: {
    id: 'about.value.learning',
    defaultMessage: 'Continuous learning and improvement',
  },
  quality: { id: 'about.value.quality', defaultMessage: 'High quality and reliability' },
  transparency: {
    id: 'about.value.transparency',
    defaultMessage: 'Transparency and accountability',
  },
});

/** The four core values, in the order of docs/behaviour.md#about-us. */
export const CORE_VALUES: readonly Text[] = [
  values.satisfaction,
  values.learning,
  values.quality,
  values.transparency,
];

const awards = defineMessages({
  mixedPracticeTitle: {
    id: 'about.award.mixedPractice.title',
    defaultMessage: 'Best Mixed Practice, Central Region',
  },
  mixedPracticeText: {
    id: 'about.award.mixedPractice.text',
    defaultMessage:
      'Recognised by fellow practitioners for care of both companion and farm animals.',
  },
  welfareTitle: { id: 'about.award.welfare.title', defaultMessage: 'Animal Welfare Champion' },
  welfareText: {
    id: 'about.award.welfare.text',
    defaultMessage: 'For our donkey welfare survey and free treatment days for working donkeys.',
  },
  serviceTitle: { id: 'about.award.service.title', defaultMessage: 'Excellence in Client Service' },
  serviceText: {
    id: 'about.award.service.text',
    defaultMessage: 'Voted by pet owners and farmers in a county-wide customer survey.',
  },
  mentorTitle: { id: 'about.award.mentor.title', defaultMessage: 'Mentor of Young Veterinarians' },
  mentorText: {
    id: 'about.award.mentor.text',
    defaultMessage:
      'For the internship and attachment programme that has trained over 100 students.',
  },
});

/** The four award cards. */
export const AWARDS: readonly { title: Text; year: number; text: Text }[] = [
  { title: awards.mixedPracticeTitle, year: 2019, text: awards.mixedPracticeText },
  { title: awards.welfareTitle, year: 2021, text: awards.welfareText },
  { title: awards.serviceTitle, year: 2022, text: awards.serviceText },
  { title: awards.mentorTitle, year: 2023, text: awards.mentorText },
];

const gallery = defineMessages({
  bathAlt: { id: 'about.gallery.bath.alt', defaultMessage: 'A bath full of soap bubbles' },
  bathCaption: { id: 'about.gallery.bath.caption', defaultMessage: 'Pet grooming: bath time' },
  trimAlt: { id: 'about.gallery.trim.alt', defaultMessage: 'Grooming scissors' },
  trimCaption: {
    id: 'about.gallery.trim.caption',
    defaultMessage: 'Pet grooming: clipping and trimming',
  },
  kitAlt: { id: 'about.gallery.kit.alt', defaultMessage: 'A first-aid case with a red cross' },
  kitCaption: { id: 'about.gallery.kit.caption', defaultMessage: 'Our medical kit for farm calls' },
  vaccinesAlt: { id: 'about.gallery.vaccines.alt', defaultMessage: 'A vaccine syringe' },
  vaccinesCaption: {
    id: 'about.gallery.vaccines.caption',
    defaultMessage: 'Vaccines kept in the cold chain',
  },
});

/** The gallery: pet grooming and medical kit pictures. */
export const GALLERY: readonly { image: ArtworkName; alt: Text; caption: Text }[] = [
  { image: 'galleryGroomingBath', alt: gallery.bathAlt, caption: gallery.bathCaption },
  { image: 'galleryGroomingTrim', alt: gallery.trimAlt, caption: gallery.trimCaption },
  { image: 'galleryMedicalKit', alt: gallery.kitAlt, caption: gallery.kitCaption },
  { image: 'galleryVaccines', alt: gallery.vaccinesAlt, caption: gallery.vaccinesCaption },
];

const documents = defineMessages({
  admissionTitle: {
    id: 'about.document.admission.title',
    defaultMessage: 'Boarding admission form',
  },
  admissionNote: {
    id: 'about.document.admission.note',
    defaultMessage: 'print, fill in and bring it with your pet',
  },
  policyTitle: { id: 'about.document.policy.title', defaultMessage: 'Boarding policy' },
  policyNote: {
    id: 'about.document.policy.note',
    defaultMessage: 'vaccinations, feeding, medication, collection and fees',
  },
});

/**
 * The policy documents: the boarding admission form and policy. The documents themselves are
 * in English only; their notes say so in the other languages.
 */
export const POLICY_DOCUMENTS: readonly { title: Text; url: string; note: Text }[] = [
  {
    title: documents.admissionTitle,
    url: DOCUMENT_URLS.boardingAdmissionForm,
    note: documents.admissionNote,
  },
  { title: documents.policyTitle, url: DOCUMENT_URLS.boardingPolicy, note: documents.policyNote },
];
