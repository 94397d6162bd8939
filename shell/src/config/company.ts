/**
 * The company's details, in one place: the footer, the contact page and the about page read
 * them from here. Edit this module to change an address, a phone number or a link.
 */
export const COMPANY = {
  name: 'Mifugo Animal Health Services',
  shortName: 'Mifugo Vet',
  established: 2000,
  address: ['Kiambu Road, Ridgeways', 'Nairobi, Kenya'],
  postalAddress: 'P.O. Box 30197-00100, Nairobi',
  phones: ['+254 722 418 300', '+254 733 418 300'],
  email: 'info@mifugovet.co.ke',
  /** SPEC §2.2 and §9, word for word. */
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
} as const;

/** tel: links need the number without spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
