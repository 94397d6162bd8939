// The policy documents, by name. webpack bundles each file named by `new URL('./file',
// import.meta.url)` and answers its content-hashed URL; under jest it is the file's own path.
export const DOCUMENT_URLS = {
  boardingAdmissionForm: new URL('./boarding-admission-form.html', import.meta.url).href,
  boardingPolicy: new URL('./boarding-policy.html', import.meta.url).href,
};
