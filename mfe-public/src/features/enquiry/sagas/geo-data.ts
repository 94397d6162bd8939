import { isOneLine, type GeoData } from 'shared-data';

// The server refuses geo_data with longer texts or anything but one line of visible text, and
// then the whole enquiry: anything out of shape is dropped here rather than sent.
const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length <= max && isOneLine(value) ? value : null;
const number = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * The fields of geo_data (docs/behaviour.md#entities), read from what common lookup services answer
 * (ipapi.co, ipwho.is and the like name a few of them differently).
 */
export function toGeoData(body: unknown): GeoData | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const nested = (value: unknown, key: string) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : value;
  const geo: GeoData = {
    ip: text(b.ip),
    country_name: text(b.country_name ?? b.country),
    country_code: text(b.country_code),
    region: text(b.region),
    latitude: number(b.latitude, 90),
    longitude: number(b.longitude, 180),
    flag: text(nested(b.flag, 'img') ?? b.country_flag, 2000),
    calling_code: text(b.calling_code ?? b.country_calling_code),
    city: text(b.city),
    timezone: text(nested(b.timezone, 'utc') ?? b.utc_offset),
  };
  return Object.values(geo).some((value) => value !== null) ? geo : null;
}
