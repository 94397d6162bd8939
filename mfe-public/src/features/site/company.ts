/**
 * The company's contact details as the public pages show them (contact, appointment, about).
 * The shell's footer holds the same facts in its own config; a remote cannot import the shell,
 * so keep the two in step when a number or address changes.
 */
export const COMPANY = {
  name: 'Mifugo Animal Health Services',
  shortName: 'Mifugo Vet',
  clinicSince: 1992,
  established: 2000,
  address: ['Kiambu Road, Ridgeways', 'Nairobi, Kenya'],
  postalAddress: 'P.O. Box 30197-00100, Nairobi',
  phones: ['+254 722 418 300', '+254 733 418 300'],
  /** Answered day and night (SPEC §2.2: emergency 24 hours). */
  emergencyPhone: '+254 722 418 300',
  email: 'info@mifugovet.co.ke',
  /** Internship and attachment applications (SPEC §2.5: made by email). */
  careersEmail: 'info@mifugovet.co.ke',
  /** SPEC §2.2 and §9, word for word. */
  consultationHours: [
    'Monday to Friday 8.00am-5.00pm',
    'Sunday and holidays by appointment only',
    'Emergency 24 hours',
  ],
  /** The map embed (its origin is the server's MAP_EMBED_ORIGIN, allowed by frame-src). */
  mapEmbedUrl:
    'https://www.google.com/maps?q=Kiambu%20Road%2C%20Ridgeways%2C%20Nairobi&output=embed',
  mapLinkUrl:
    'https://www.google.com/maps/search/?api=1&query=Kiambu%20Road%2C%20Ridgeways%2C%20Nairobi',
} as const;

/** tel: links need the number without spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** SPEC §9 consultation hours as the booking form checks them: Monday-Friday 8.00-17.00. */
export const BOOKING_HOURS = { open: '08:00', close: '17:00', weekdays: [1, 2, 3, 4, 5] } as const;
