import type { RemoteName } from './entities';

/**
 * Every client route and the remote that owns it (docs/behaviour.md#routes). The shell routes by
 * this table before a remote is loaded, and each remote renders the same paths, so this is the one
 * place a route is named.
 */
export const SITE_ROUTES = {
  public: {
    home: '/',
    aboutUs: '/about_us',
    services: '/services',
    bookAppointment: '/book_appointment',
    // The manage link of a booking (the server mails it: docs/behaviour.md#booking-screens).
    manageBooking: '/book_appointment/manage/:token',
    animalIdentification: '/animal_identification',
    diseaseControl: '/disease_control',
    animalProduction: '/animal_production',
    artificialInsemination: '/artificial_insemination',
    dentalCleaning: '/dental_cleaning',
    medicalCare: '/medical_care',
    puppyWellness: '/puppy_wellness',
    petServices: '/pet_services',
    seniorPets: '/senior_pets',
    projects: '/projects',
    donkeySurvey: '/donkey_survey',
    customerResources: '/customer_resources',
    kissingAnimal: '/kissing_animal',
    contact: '/contact',
    // The privacy notice (docs/behaviour.md#privacy-notice).
    privacy: '/privacy',
    doctor: '/doctor/:id',
    // Where a person sees, downloads, corrects and erases their data, after a one-time code
    // (docs/behaviour.md#your-data); the record is shown in the browser only, after the code.
    myData: '/privacy/my-data',
  },
  blog: {
    list: '/blog',
    detail: '/blogs/:blog_id',
  },
  auth: {
    signIn: '/sign_in',
    register: '/register',
    otp: '/otp',
    reset: '/reset',
  },
  dashboard: {
    // Sections get their own URLs below it (/dashboard/blog, ...).
    dashboard: '/dashboard/*',
  },
} as const satisfies Record<RemoteName, Record<string, string>>;

export type SiteRoutes = typeof SITE_ROUTES;

/** Fills `:name` segments: sitePath('/blogs/:blog_id', { blog_id: '7' }) is '/blogs/7'. */
export function sitePath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\/\*$/, '').replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter '${key}' for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
