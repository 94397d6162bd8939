// Enquiries, the one way in: the rest of the server imports this folder only through this file
// (the lint config's import boundaries keep it). What is inside (docs/behaviour.md, the enquiry
// calls; docs/security.md#visitor-text-mail-and-sms):
//
//   service.ts   createEnquiryService: the contact form's enquiries, their acknowledgement
//                within its daily bounds, the staff's lists and answers
//   mail.ts      the acknowledgement's mail and text, and the mail of the clinic's answer
//
// How a visitor's words are quoted (services/visitor-quote.ts) and how one mailbox is known
// however its address is written (services/mailbox.ts) stay beside this folder: booking and
// privacy use them too.
export { ACKNOWLEDGEMENT_LIMITS, createEnquiryService, type EnquiryDeps } from './service';
export { ENQUIRY_RECEIVED_SUBJECT } from './mail';
