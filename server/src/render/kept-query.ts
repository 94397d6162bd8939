import { SITE_ROUTES, pathWithoutLocale } from 'shared-data/contract';

/** The query parameters a page reads without JavaScript, and the values each may take. */
const KEPT_QUERY: Readonly<Record<string, 'sent' | 'type'>> = {
  [SITE_ROUTES.public.contact]: 'sent',
  [SITE_ROUTES.public.bookAppointment]: 'type',
};

/**
 * The query a page is rendered and kept with (docs/behaviour.md#server-rendering): public
 * routes read none but KEPT_QUERY's, each bounded to the values the site has, so no query can
 * make a page render again.
 */
export class KeptQuery {
  /** The appointment type ids of one data version (KEPT_QUERY's `type`). */
  private typeIds: { version: string; ids: Promise<ReadonlySet<string>> } | null = null;

  /**
   * `appointmentTypeIds`: the ids of the appointment types (the booking page's `?type=`), read
   * once per data version; without it, no `?type=` is kept.
   */
  constructor(private readonly appointmentTypeIds?: () => Promise<readonly string[]>) {}

  /**
   * The page's one KEPT_QUERY parameter when the value is one the site has ('?sent=1'; '?type='
   * an appointment type's id), else ''. A page reads the same parameters in either language:
   * '/sw/contact' keeps '?sent=1' as '/contact' does.
   */
  async of(pathname: string, search: string, dataVersion: string): Promise<string> {
    const name = KEPT_QUERY[pathWithoutLocale(pathname)];
    if (!name || !search) return '';
    const value = new URLSearchParams(search).get(name);
    if (value === null || value.length > 100) return '';
    if (name === 'sent') return value === '1' ? '?sent=1' : '';
    const read = this.appointmentTypeIds;
    if (!read) return '';
    if (this.typeIds?.version !== dataVersion) {
      const ids = read().then((list) => new Set(list));
      // A failed read is not kept: the next page asks again.
      ids.catch(() => {
        if (this.typeIds?.ids === ids) this.typeIds = null;
      });
      this.typeIds = { version: dataVersion, ids };
    }
    // Types that cannot be read: the page without the query (its first step), not an error.
    const ids = await this.typeIds.ids.catch(() => null);
    return ids?.has(value) ? `?type=${encodeURIComponent(value)}` : '';
  }
}
