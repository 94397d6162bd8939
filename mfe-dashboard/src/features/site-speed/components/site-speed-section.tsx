import { useCallback, useId } from 'react';
import styled from 'styled-components';
import { selectAuth, useDispatch, useSelector } from 'shared-data';
import type { VitalsDay, VitalsMetricSummary, VitalsRouteSummary } from 'shared-data/contract';
import {
  VITALS,
  VITALS_DEVICE_CLASSES,
  VITALS_METRICS,
  VITALS_THRESHOLDS,
  vitalsRating,
  type VitalsMetric,
} from 'shared-data/contract/web-vitals';
import { Button, cardSurface } from 'shared-ui';
import { ListStatus, Panel } from '../../../shared/components/panel';
import { TableScroll } from '../../../shared/components/table-scroll';
import { useAutoRefresh } from '../../../shared/hooks/use-auto-refresh';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { loadingSiteSpeed, selectSiteSpeed, siteSpeedRefreshed } from '../store/site-speed.slice';
import { SpeedChart } from './speed-chart';
import {
  DEVICE_NAMES,
  METRIC_MEANINGS,
  METRIC_NAMES,
  MIN_SAMPLES,
  RATING_WORDS,
  dayLabel,
  enoughSamples,
  formatValue,
  routeVerdict,
  visitsOn,
  type Verdict,
} from './speed-texts';

/** How often the section asks again while it is open and its tab is visible. */
export const SITE_SPEED_REFRESH_MS = 60_000;

/**
 * Site speed (docs/behaviour.md#site-speed), for administrators: what real visitors got on each
 * public route, as the 75th percentile of each Web Vital over 7 and 28 days, rated against
 * web.dev's lines, with a chart of the 28 days.
 */
export function SiteSpeedSection() {
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  return isAdmin ? (
    <SiteSpeed />
  ) : (
    <Panel title="Site speed">
      <Note>Only administrators can see the site speed.</Note>
    </Panel>
  );
}

function SiteSpeed() {
  const dispatch = useDispatch();
  const { routes, period } = useSelector(selectSiteSpeed);
  const load = useListLoad(loadingSiteSpeed);
  const refresh = useCallback(() => dispatch(siteSpeedRefreshed()), [dispatch]);
  useAutoRefresh(refresh, SITE_SPEED_REFRESH_MS);

  return (
    <Panel
      title="Site speed"
      actions={
        <Button variant="secondary" onClick={load} disabled={routes.isLoading}>
          Refresh
        </Button>
      }
    >
      {routes.status === 'loaded' && routes.items.length > 0 && <Verdicts routes={routes.items} />}
      <Note>
        What visitors really got on the public pages: the 75th percentile (p75) of each measure, so
        three page views in four were at least this fast, over the last 7 and 28 days.
        {period && <> {sampleText(period.sampleRate)}</>}
      </Note>
      <Note>
        Beside each figure: its samples and the sources they came from (visitors&rsquo; addresses,
        each counted once a day and at most {VITALS.samplesPerSource} samples a day per measure). A
        figure from fewer than {VITALS.minSources} sources is marked &lsquo;too few sources&rsquo;:
        a handful of visitors can move it. A figure resting on fewer than {MIN_SAMPLES} samples is
        not shown at all: one visit would move it.
      </Note>
      <Legend>
        {VITALS_METRICS.map((metric) => (
          <div key={metric}>
            <dt>
              <abbr title={METRIC_NAMES[metric]}>{metric}</abbr> {METRIC_NAMES[metric]}
            </dt>
            <dd>
              {METRIC_MEANINGS[metric]}; good at most{' '}
              {formatValue(metric, VITALS_THRESHOLDS[metric].good)}, poor above{' '}
              {formatValue(metric, VITALS_THRESHOLDS[metric].poor)}
            </dd>
          </div>
        ))}
      </Legend>
      <ListStatus
        list={routes}
        what="site speed"
        emptyMessage="No visits measured yet: the figures appear once visitors have opened the public pages."
        onRetry={load}
      >
        {(items) => (
          <Routes>
            {items.map((summary) => (
              <li key={summary.route}>
                <RouteSpeed summary={summary} />
              </li>
            ))}
          </Routes>
        )}
      </ListStatus>
    </Panel>
  );
}

/** A verdict's words and its rating badge (none while there are too few visits to judge). */
function VerdictText({ verdict }: { verdict: Verdict }) {
  return (
    <>
      {verdict.text}
      {verdict.rating !== 'unknown' && (
        <>
          {' '}
          <Rating $rating={verdict.rating}>{RATING_WORDS[verdict.rating]}</Rating>
        </>
      )}
    </>
  );
}

/**
 * The verdict of each route for phones, first: what an administrator reads at a glance (most of
 * the clinic's visitors are on phones); computers and tablets under it.
 */
function Verdicts({ routes }: { routes: readonly VitalsRouteSummary[] }) {
  const headingId = useId();
  return (
    <Glance aria-labelledby={headingId}>
      <h2 id={headingId}>At a glance</h2>
      <Note>
        Over the last 28 days, for visitors on phones; computers and tablets under each. Visits
        whose device is not known (measured before devices were recorded, or from a browser that
        does not say) count only in the figures of every visit.
      </Note>
      <ul>
        {routes.map(({ route, metrics }) => (
          <li key={route}>
            <span className="line">
              <code>{route}</code> on phones:{' '}
              <VerdictText verdict={routeVerdict(visitsOn(metrics, 'phone'))} />
            </span>
            <span className="line other">
              {DEVICE_NAMES.desktop}:{' '}
              <VerdictText verdict={routeVerdict(visitsOn(metrics, 'desktop'))} />
            </span>
          </li>
        ))}
      </ul>
    </Glance>
  );
}

function sampleText(rate: number): string {
  if (rate >= 1) return 'Every visit is measured.';
  if (rate <= 0) return 'Measuring is turned off (VITALS_SAMPLE_RATE is 0): no new figures arrive.';
  return `${Math.round(rate * 1000) / 10}% of visits are measured.`;
}

function RouteSpeed({ summary }: { summary: VitalsRouteSummary }) {
  const headingId = useId();
  const { route, metrics } = summary;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        <code>{route}</code>
      </h3>
      <h4>Every visit</h4>
      <TableScroll tabIndex={0}>
        <table>
          <caption className="visually-hidden">p75 of each measure on {route}</caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">Last 7 days</th>
              <th scope="col">Last 28 days</th>
              <th scope="col">Day by day, 28 days</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.metric}>
                <th scope="row">
                  <abbr title={METRIC_NAMES[m.metric]}>{m.metric}</abbr>
                </th>
                <td>
                  <Figure
                    metric={m.metric}
                    value={m.p75_7d}
                    samples={m.samples_7d}
                    sources={m.sources_7d}
                  />
                </td>
                <td>
                  <Figure
                    metric={m.metric}
                    value={m.p75_28d}
                    samples={m.samples_28d}
                    sources={m.sources_28d}
                  />
                </td>
                <td>
                  <SpeedChart route={route} metric={m.metric} daily={m.daily} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ByDevice route={route} metrics={metrics} />
      <DayByDay route={route} metrics={metrics} />
    </Card>
  );
}

/**
 * The 28 days on phones and on computers and tablets, side by side; the visits whose device is
 * not known have a column while there are any.
 */
function ByDevice({ route, metrics }: { route: string; metrics: readonly VitalsMetricSummary[] }) {
  const devices = VITALS_DEVICE_CLASSES.filter(
    (device) =>
      device !== 'unknown' ||
      metrics.some((m) => m.devices.some((d) => d.device === device && d.samples_28d > 0)),
  );
  return (
    <>
      <h4>By device, last 28 days</h4>
      <TableScroll tabIndex={0}>
        <table>
          <caption className="visually-hidden">
            p75 of each measure on {route} by device, last 28 days
          </caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              {devices.map((device) => (
                <th key={device} scope="col">
                  {DEVICE_NAMES[device]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.metric}>
                <th scope="row">
                  <abbr title={METRIC_NAMES[m.metric]}>{m.metric}</abbr>
                </th>
                {devices.map((device) => {
                  const figures = m.devices.find((d) => d.device === device);
                  return (
                    <td key={device}>
                      <Figure
                        metric={m.metric}
                        value={figures?.p75_28d ?? null}
                        samples={figures?.samples_28d ?? 0}
                        sources={figures?.sources_28d ?? 0}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** A p75 from fewer sources than VITALS.minSources: a few visitors can move it. */
const tooFew = (sources: number) => sources < VITALS.minSources;

/**
 * A p75 with its rating in words, how many page views it stands on and from how many sources,
 * marked when those are too few to rely on.
 */
function Figure({
  metric,
  value,
  samples,
  sources,
}: {
  metric: VitalsMetric;
  value: number | null;
  samples: number;
  sources: number;
}) {
  if (value === null) return <Muted>No data</Muted>;
  if (!enoughSamples(samples)) {
    return (
      <>
        <Muted>Too few samples to tell</Muted>
        <Muted>
          {samples} of the {MIN_SAMPLES} samples needed, from {sources}{' '}
          {sources === 1 ? 'source' : 'sources'}
        </Muted>
      </>
    );
  }
  const rating = vitalsRating(metric, value);
  return (
    <>
      <Value>{formatValue(metric, value)}</Value>{' '}
      <Rating $rating={rating}>{RATING_WORDS[rating]}</Rating>{' '}
      <Muted>
        {samples} {samples === 1 ? 'sample' : 'samples'} from {sources}{' '}
        {sources === 1 ? 'source' : 'sources'}
      </Muted>
      {tooFew(sources) && <Few>too few sources</Few>}
    </>
  );
}

/** The charts' figures as a table, folded: each day's p75 of each measure, newest first. */
function DayByDay({ route, metrics }: { route: string; metrics: readonly VitalsMetricSummary[] }) {
  const days = metrics[0]?.daily.map((day) => day.day).reverse() ?? [];
  const byDay = (metric: VitalsMetricSummary, day: string) =>
    metric.daily.find((entry) => entry.day === day);
  return (
    <details>
      <summary>Day by day</summary>
      <Muted>
        Each day, every visit: its p75 (samples from sources); &lsquo;too few visits&rsquo; in its
        place when the day had fewer than {MIN_SAMPLES} samples.
      </Muted>
      <TableScroll tabIndex={0}>
        <table>
          <caption className="visually-hidden">Daily p75 on {route}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {metrics.map((m) => (
                <th key={m.metric} scope="col">
                  {m.metric}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day}>
                <th scope="row">
                  <time dateTime={day}>{dayLabel(day)}</time>
                </th>
                {metrics.map((m) => {
                  const entry = byDay(m, day);
                  return <td key={m.metric}>{dayFigure(m.metric, entry)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}

/**
 * A day's cell: its p75 with its samples and sources, 'too few visits' in its place under
 * MIN_SAMPLES (the same line as every other figure), or '–' for a day without visits.
 */
function dayFigure(metric: VitalsMetric, entry: VitalsDay | undefined): string {
  if (!entry || entry.p75 === null) return '–';
  const behind = `${entry.samples} from ${entry.sources}`;
  if (!enoughSamples(entry.samples)) return `too few visits (${behind})`;
  return `${formatValue(metric, entry.p75)} (${behind}${tooFew(entry.sources) ? ', too few sources' : ''})`;
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Glance = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  .line {
    display: block;
  }
  .other {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Legend = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Routes = styled.ul`
  display: grid;
  /* A wide table scrolls inside its card rather than widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: 1.15rem;
  }
  h4 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: 1rem;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  summary {
    margin-top: ${({ theme }) => theme.space[3]};
    cursor: pointer;
  }
`;

const Value = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const RATING_COLOURS = {
  good: { background: '#e3f4ea', text: '#1e6b3f' },
  'needs-improvement': { background: '#fdf1d6', text: '#7a5200' },
  poor: { background: '#fde4e1', text: '#a11c12' },
} as const;

const Rating = styled.span<{ $rating: keyof typeof RATING_COLOURS }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $rating }) => RATING_COLOURS[$rating].background};
  color: ${({ $rating }) => RATING_COLOURS[$rating].text};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

/** The mark of a figure from too few sources: words, in the colour of a warning. */
const Few = styled.span`
  display: block;
  color: #7a5200;
  font-size: 0.85rem;
  font-weight: 600;
`;
