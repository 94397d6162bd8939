import { SITE_ROUTES } from './site-routes';
import { VITALS_ROUTES, VITALS_THRESHOLDS, vitalsRating } from './web-vitals';
import { vitalsReportSchema } from './vitals';

describe('site speed in the contract', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500.5, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
  ] as const)('rates %s %s as %s, by web.dev’s thresholds', (metric, value, rating) => {
    expect(vitalsRating(metric, value)).toBe(rating);
  });

  it('has the web.dev “good” lines', () => {
    expect(
      Object.fromEntries(Object.entries(VITALS_THRESHOLDS).map(([m, t]) => [m, t.good])),
    ).toEqual({
      LCP: 2500,
      INP: 200,
      CLS: 0.1,
      TTFB: 800,
    });
  });

  it('reports the public and blog routes, as patterns, and no other', () => {
    expect([...VITALS_ROUTES].sort()).toEqual(
      [...Object.values(SITE_ROUTES.public), ...Object.values(SITE_ROUTES.blog)].sort(),
    );
    expect(VITALS_ROUTES).toContain('/book_appointment/manage/:token');
    for (const route of [
      ...Object.values(SITE_ROUTES.auth),
      ...Object.values(SITE_ROUTES.dashboard),
    ]) {
      expect(VITALS_ROUTES).not.toContain(route);
    }
  });

  it('takes a report of known metrics on public routes, each value within its metric’s bounds', () => {
    const event = { route: '/doctor/:id', metric: 'INP', value: 140 };
    expect(vitalsReportSchema.safeParse({ events: [event] }).success).toBe(true);
    const refused = (events: unknown[]) =>
      vitalsReportSchema
        .safeParse({ events })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refused([{ ...event, route: '/doctor/3' }])).toEqual([
      ['events.0.route', 'must be one of the public route patterns'],
    ]);
    expect(refused([{ ...event, metric: 'CLS', value: 100.5 }])).toEqual([
      ['events.0.value', 'must be at most 100 for CLS'],
    ]);
    expect(refused([{ ...event, value: Number.POSITIVE_INFINITY }])).toEqual([
      ['events.0.value', 'must be a number'],
    ]);
  });
});
