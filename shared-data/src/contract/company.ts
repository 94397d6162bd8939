/**
 * The company's details, the one home of each: the footer, the contact, appointment and about
 * pages, and the server's mail all read them from here. Edit this module to change an address,
 * a phone number or a link. Part of the contract entry so the server can use it too; plain
 * data, no zod.
 */
export const COMPANY = {
  name: 'Mifugo Animal Health Services',
  shortName: 'Mifugo Vet',
  /** The year the clinic opened (the about page's history). */
  clinicSince: 1992,
  established: 2000,
  address: ['Kiambu Road, Ridgeways', 'Nairobi, Kenya'],
  postalAddress: 'P.O. Box 30197-00100, Nairobi',
  phones: ['+254 722 418 300', '+254 733 418 300'],
  /** Answered day and night (the footer's "Emergency 24 hours"). */
  emergencyPhone: '+254 722 418 300',
  email: 'info@mifugovet.co.ke',
  /** Internship and attachment applications, which are made by email. */
  careersEmail: 'info@mifugovet.co.ke',
  /** The consultation hours, word for word as the footer and the contact page show them. */
  consultationHours: [
    'Monday to Friday 8.00am-5.00pm',
    'Sunday and holidays by appointment only',
    'Emergency 24 hours',
  ],
  social: {
    facebook: 'https://www.facebook.com/mifugovet',
    instagram: 'https://www.instagram.com/mifugovet',
    whatsapp: 'https://wa.me/254722418300',
  },
  registration:
    'Licensed by the Registrar of Companies, the Kenya Veterinary Board and the National Environment Management Authority.',
  /** The map embed (its origin is the server's MAP_EMBED_ORIGIN, allowed by frame-src). */
  mapEmbedUrl:
    'https://www.google.com/maps?q=Kiambu%20Road%2C%20Ridgeways%2C%20Nairobi&output=embed',
  mapLinkUrl:
    'https://www.google.com/maps/search/?api=1&query=Kiambu%20Road%2C%20Ridgeways%2C%20Nairobi',
} as const;

/** tel: links need the number without spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
