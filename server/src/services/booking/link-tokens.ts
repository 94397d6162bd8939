import { createHash, createHmac } from 'node:crypto';
import type { BookingRecord } from '../../repositories/booking-repository';
import type { SiteLocale } from 'shared-data/contract';
import type { BookingMails } from './mail';

// A booking's manage link is keyed by the server: the token is an HMAC of the booking's id, and
// only its SHA-256 is stored, so neither a database nor a log holds a working link
// (docs/security.md).

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * The short manage token of text messages: 16 URL-safe characters of an HMAC, 96 bits, as
 * unguessable as a random 96-bit key (docs/security.md).
 */
export const SHORT_TOKEN_LENGTH = 16;
const SHORT_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SHORT_TOKEN_LENGTH}}$`);
/** Where a short manage link lives: {PUBLIC_URL}/m/{short token}. */
export const SHORT_LINK_PATH = '/m/';

/** How a token is stored and looked up. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether `token` has the shape of a manage token (checked before any row is read). */
export const isManageTokenShaped = (token: string) => TOKEN_PATTERN.test(token);
/** Whether `token` has the shape of a short manage token. */
export const isShortTokenShaped = (token: string) => SHORT_TOKEN_PATTERN.test(token);

/** The manage tokens of bookings and the links made of them, under one key. */
export function manageLinks(options: { publicUrl: string; linkKey: Buffer }, mails: BookingMails) {
  const tokenOf = (bookingId: string) =>
    createHmac('sha256', options.linkKey).update(`manage:${bookingId}`).digest('base64url');
  const shortTokenOf = (bookingId: string) =>
    createHmac('sha256', options.linkKey)
      .update(`short:${bookingId}`)
      .digest('base64url')
      .slice(0, SHORT_TOKEN_LENGTH);
  const manageUrl = (bookingId: string, locale: SiteLocale = 'en') =>
    mails.manageUrl(tokenOf(bookingId), locale);
  const shortUrl = (bookingId: string) =>
    `${options.publicUrl}${SHORT_LINK_PATH}${shortTokenOf(bookingId)}`;

  return {
    tokenOf,
    shortTokenOf,
    manageUrl,
    shortUrl,
    /** The manage link a text carries: the short one, or the long one for older bookings. */
    textLinkOf: (b: BookingRecord) =>
      b.hasShortLink ? shortUrl(b.id) : manageUrl(b.id, b.language),
    calendarUrl: (bookingId: string) =>
      `${options.publicUrl}/api/appointments/manage/${tokenOf(bookingId)}/calendar`,
    /** What a new booking stores of its tokens. */
    hashesOf: (bookingId: string) => ({
      manageTokenHash: sha256(tokenOf(bookingId)),
      shortTokenHash: sha256(shortTokenOf(bookingId)),
    }),
  };
}

export type ManageLinks = ReturnType<typeof manageLinks>;
