// schema.org's own vocabulary as types: what these functions write is checked against it when
// compiled (a misspelt property or a wrong type fails the type-check); nothing of it is bundled.
import type {
  BlogPosting,
  LocalBusiness,
  OpeningHoursSpecification,
  VeterinaryCare,
  WithContext,
} from 'schema-dts';
import { COMPANY } from './company';
import type { Blog } from './entities';
import { blogInLocale, INTL_LOCALE, localePath, type SiteLocale } from './locale';
import { largestOf } from './page-head';
import { SITE_ROUTES, sitePath } from './site-routes';

/**
 * Structured data (schema.org, as JSON-LD) that pages put in their PageHead: the clinic on the
 * site's pages, the article on a blog's. Paths are the site's own ('/', '/blogs/7'); the server
 * makes the values of url, image, logo and @id absolute when it writes them into the HTML.
 */
export type StructuredData = Record<string, unknown>;

/** A typed schema.org value as the plain data a PageHead carries. */
const plain = (value: object): StructuredData => value as StructuredData;

const SCHEMA_ORG = 'https://schema.org';
/** The clinic's node: a BlogPosting names it as its publisher by this id. */
export const CLINIC_ID = '/#clinic';

const DAYS: DayName[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** '8.00am' -> '08:00', '5.00pm' -> '17:00', '12.30pm' -> '12:30'; null for anything else. */
function clockTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[.:](\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hour < 1 || hour > 12 || Number(minutes) > 59) return null;
  const pm = match[3]!.toLowerCase() === 'pm';
  const hours24 = (hour % 12) + (pm ? 12 : 0);
  return `${String(hours24).padStart(2, '0')}:${minutes}`;
}

const dayIndex = (name: string) =>
  DAYS.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());

/**
 * A line of the consultation hours as schema.org opening hours: 'Monday to Friday
 * 8.00am-5.00pm' or 'Saturday 9.00am-1.00pm'. Lines that name no regular hours ('by appointment
 * only', 'Emergency 24 hours') are not opening hours: null.
 */
export function openingHoursOf(line: string): StructuredData | null {
  const hours = openingHours(line);
  return hours && plain(hours);
}

function openingHours(line: string): OpeningHoursSpecification | null {
  const match = /^(\w+)(?:\s+to\s+(\w+))?\s+(\S+)\s*[-–]\s*(\S+)$/i.exec(line.trim());
  if (!match) return null;
  const first = dayIndex(match[1]!);
  const last = match[2] === undefined ? first : dayIndex(match[2]);
  const opens = clockTime(match[3]!);
  const closes = clockTime(match[4]!);
  if (first < 0 || last < first || !opens || !closes) return null;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS.slice(first, last + 1),
    opens,
    closes,
  };
}

type DayName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * The clinic, from COMPANY: name, picture, address, map position, phone, email, the regular
 * consultation hours, the emergency line and the social profiles. Typed VeterinaryCare and
 * LocalBusiness both: schema.org's VeterinaryCare is a MedicalOrganization, not a place, and
 * search engines read a local business's address, position and hours from LocalBusiness
 * (checked here as one, whose properties include every VeterinaryCare's).
 */
export function clinicStructuredData(): StructuredData {
  const clinic: WithContext<LocalBusiness> = {
    '@context': SCHEMA_ORG,
    '@type': 'LocalBusiness',
    '@id': CLINIC_ID,
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    url: '/',
    image: COMPANY.socialImage.path,
    logo: '/apple-touch-icon.png',
    telephone: COMPANY.phones[0],
    email: COMPANY.email,
    foundingDate: String(COMPANY.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      addressLocality: COMPANY.locality,
      addressRegion: COMPANY.region,
      postalCode: COMPANY.postalCode,
      addressCountry: COMPANY.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: COMPANY.geo.latitude,
      longitude: COMPANY.geo.longitude,
    },
    openingHoursSpecification: COMPANY.consultationHours
      .map(openingHours)
      .filter((hours) => hours !== null),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: COMPANY.emergencyPhone,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS,
        opens: '00:00',
        closes: '23:59',
      },
    },
    hasMap: COMPANY.mapLinkUrl,
    sameAs: Object.values(COMPANY.social),
  };
  return { ...plain(clinic), '@type': ['VeterinaryCare', 'LocalBusiness'] };
}

const DESCRIPTION_LENGTH = 160;

/** Text for a search result or a link card: spaces folded, at most `max` characters, cut at a word. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** What a blog is about, for its description: its first plain paragraph, else its title. */
export function blogDescription(blog: Pick<Blog, 'title' | 'paragraphs'>): string {
  const first = blog.paragraphs.find(
    (paragraph) => paragraph.content_type === 'paragraph' && paragraph.content?.trim(),
  );
  return summarize(first?.content ?? blog.title);
}

/**
 * A blog as a schema.org BlogPosting, published by the clinic, the main entity of its page; its
 * image the cover's largest width. `modified` is its last change (ISO 8601) when the caller
 * knows it: the blog entity carries only its creation, so a page leaves it out and the server,
 * which knows the last change, adds it to the first HTML (server/src/render/head-facts.ts).
 * `locale` is the page's language (English by default): the headline and description are the
 * ones that page shows, `inLanguage` the headline's language, `url` that page's address.
 */
export function blogPostingStructuredData(
  post: Blog,
  { modified, locale = 'en' }: { modified?: string | undefined; locale?: SiteLocale } = {},
): StructuredData {
  const blog = blogInLocale(post, locale);
  const page = localePath(sitePath(SITE_ROUTES.blog.detail, { blog_id: blog.blog_id }), locale);
  const clinic: VeterinaryCare = {
    '@type': 'VeterinaryCare',
    '@id': CLINIC_ID,
    name: COMPANY.name,
    url: '/',
  };
  const posting: WithContext<BlogPosting> = {
    '@context': SCHEMA_ORG,
    '@type': 'BlogPosting',
    '@id': `${page}#article`,
    headline: blog.title,
    description: blogDescription(blog),
    ...(blog.image ? { image: [largestOf(blog.image, blog.image_srcset).src] } : {}),
    datePublished: blog.createdAt,
    ...(modified ? { dateModified: modified } : {}),
    author: clinic,
    publisher: clinic,
    inLanguage: INTL_LOCALE[blog.lang],
    url: page,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page },
  };
  return plain(posting);
}
