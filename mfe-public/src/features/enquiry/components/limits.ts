/** The lengths the API accepts for an enquiry (shared-data's contract LIMITS). */
export const LIMITS_FOR_FORMS = { name: 100, message: 5000 } as const;
