// The policy documents, by name. In the build, document-urls.web.ts takes this file's place and
// imports each one (webpack gives it a hashed URL); jest has no loader for HTML, so tests and
// the type-checker see these file names instead.
export const DOCUMENT_URLS = {
  boardingAdmissionForm: 'boarding-admission-form.html',
  boardingPolicy: 'boarding-policy.html',
};
