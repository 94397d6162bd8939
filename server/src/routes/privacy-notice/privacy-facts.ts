import type { PrivacyFacts } from 'shared-data/contract';

/** The settings the facts come from (the server's Config). */
export interface FactsConfig {
  retention: { enquiryDays: number; bookingDays: number; logDays: number; outboxDays: number };
  auditRetentionDays: number;
  vaccinationReminderDays: number;
  smtpUrl: string | undefined;
  sms: { gatewayUrl: string | undefined };
  imageStore: 'disk' | 's3';
  geoLookupUrl: string;
  publicUrl: string;
}

/**
 * What the privacy notice states from the server's settings (docs/behaviour.md#privacy-notice):
 * how long each kind of record is kept, which outside providers receive personal data, and when a
 * vaccination reminder goes. Only
 * whether a provider is in use, and the location lookup's host (which every visitor's browser
 * calls anyway): never an address, credential or path of the others.
 */
export function privacyFactsOf(config: FactsConfig): PrivacyFacts {
  const lookup = config.geoLookupUrl ? new URL(config.geoLookupUrl, config.publicUrl).host : null;
  return {
    retention_days: {
      enquiry: config.retention.enquiryDays,
      booking: config.retention.bookingDays,
      log: config.retention.logDays,
      outbox: config.retention.outboxDays,
      activity: config.auditRetentionDays,
    },
    recipients: {
      mail: config.smtpUrl !== undefined,
      sms: config.sms.gatewayUrl !== undefined,
      storage: config.imageStore === 's3',
      location: lookup !== null,
    },
    location_lookup_host: lookup,
    vaccination_reminder_days: config.vaccinationReminderDays,
  };
}
