// See document-urls.ts: the build's version, with webpack's URLs for the documents.
import boardingAdmissionForm from './boarding-admission-form.html';
import boardingPolicy from './boarding-policy.html';

export const DOCUMENT_URLS = { boardingAdmissionForm, boardingPolicy };
