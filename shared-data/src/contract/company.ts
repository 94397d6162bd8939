/**
 * The company's details, the one home of each: the footer, the contact, appointment and about
 * pages, and the server's mail all read them from here. Edit this module to change an address,
 * a phone number or a link. Part of the contract entry so the server can use it too; plain
 * data, no zod.
 */
import { weeklyHoursLines } from './clinic-hours';

const STREET = 'Kiambu Road, Ridgeways';

export const COMPANY = {
  name: 'Mifugo Animal Health Services',
  shortName: 'Mifugo Vet',
  /** The year the clinic opened (the about page's history). */
  clinicSince: 1992,
  established: 2000,
  address: [STREET, 'Nairobi, Kenya'],
  /** The parts of the address search engines ask for (schema.org PostalAddress). */
  street: STREET,
  locality: 'Nairobi',
  /** Kenya's counties are its regions; Nairobi City County holds Ridgeways. */
  region: 'Nairobi County',
  /** The postal code of the clinic's mail: that of its post office box (postalAddress). */
  postalCode: '00100',
  countryCode: 'KE',
  /**
   * Where the clinic is on a map. Plausible coordinates on Kiambu Road at Ridgeways, read off
   * a map, not surveyed: correct them from the clinic's own map pin when it is known.
   */
  geo: { latitude: -1.2185, longitude: 36.8425 },
  postalAddress: 'P.O. Box 30197-00100, Nairobi',
  phones: ['+254 722 418 300', '+254 733 418 300'],
  /** Answered day and night (the footer's "Emergency 24 hours"). */
  emergencyPhone: '+254 722 418 300',
  email: 'info@mifugovet.co.ke',
  /** Internship and attachment applications, which are made by email. */
  careersEmail: 'info@mifugovet.co.ke',
  /**
   * The consultation hours, word for word as the footer and the contact page show them. The
   * weekly line is written from CLINIC_HOURS, the hours online booking offers, so the two agree.
   */
  consultationHours: [
    ...weeklyHoursLines(),
    'Sunday and holidays by appointment only',
    'Emergency 24 hours',
  ],
  social: {
    facebook: 'https://www.facebook.com/mifugovet',
    instagram: 'https://www.instagram.com/mifugovet',
    whatsapp: 'https://wa.me/254722418300',
  },
  /**
   * The picture link cards show for a page that has none of its own (the site's card: the
   * brand's colours, name, promise and address; shell/static/social-card.png, served at the
   * site's root).
   */
  socialImage: {
    path: '/social-card.png',
    width: 1200,
    height: 630,
    alt: 'Mifugo Vet: caring for your animals since 1992. Clinic, grooming, boarding and farm visits on Kiambu Road, Ridgeways, Nairobi.',
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
