// One instance and two behind a round-robin balancer, under load: GET /api/blog/ and one image
// URL, each for a few seconds with 50 connections, through the production server
// (server/dist/main.js) on one PostgreSQL database, one Redis and one S3-compatible bucket, as
// the browser test e2e/src/two-instances.e2e.ts runs them. On a 2-core machine two instances
// and the balancer share the cores, so the figures show that nothing fails under load, not a
// speed-up. `npx tsx bench/instances.ts` runs it alone (after a production build).
import autocannon from 'autocannon';
import {
  createPostgresDatabase,
  REDIS_URL,
  startRoundRobin,
  startS3,
} from '../e2e/src/testing/cluster';
import { startSite, type RunningSite } from '../e2e/src/testing/site';

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;

export interface InstanceFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface InstancesBench {
  setup: string;
  connections: number;
  durationSeconds: number;
  blogList: { oneInstance: InstanceFigures; twoInstances: InstanceFigures };
  image: { url: string; oneInstance: InstanceFigures; twoInstances: InstanceFigures };
  /** How many requests each instance answered through the balancer. */
  servedByEach: number[];
}

async function load(url: string): Promise<InstanceFigures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function benchInstances(): Promise<InstancesBench> {
  const database = await createPostgresDatabase();
  const s3 = await startS3();
  const sites: RunningSite[] = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      JWT_SECRET: 'one secret for every instance, at least 32 characters long',
      ...s3.env,
    };
    sites.push(...(await Promise.all([startSite(env), startSite(env)])));
    const [a, b] = sites as [RunningSite, RunningSite];
    const balancer = await startRoundRobin([a.port, b.port]);
    try {
      const blogs = (await (await fetch(`${a.url}/api/blog/`)).json()) as { image: string }[];
      const image = blogs[0]?.image;
      if (!image) throw new Error('the demo content has no blog image');
      const imagePath = new URL(image, a.url).pathname;
      const blogOne = await load(`${a.url}/api/blog/`);
      const blogTwo = await load(`${balancer.url}/api/blog/`);
      const imageOne = await load(`${a.url}${imagePath}`);
      const imageTwo = await load(`${balancer.url}${imagePath}`);
      return {
        setup:
          'production server processes on one PostgreSQL database, Redis and an S3-compatible ' +
          'bucket (s3rver); the balancer is a node:http round-robin proxy; autocannon in this process; 2 cores',
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        blogList: { oneInstance: blogOne, twoInstances: blogTwo },
        image: { url: imagePath, oneInstance: imageOne, twoInstances: imageTwo },
        servedByEach: [...balancer.served],
      };
    } finally {
      await balancer.stop();
    }
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
    await s3.stop();
    await database.drop();
  }
}

export function instancesLines(bench: InstancesBench): string[] {
  const line = (label: string, figures: InstanceFigures) =>
    `  ${label}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
    `${figures.non2xx} non-2xx, ${figures.errors} errors`;
  return [
    `One instance and two behind a round-robin balancer (${bench.connections} connections, ${bench.durationSeconds} s each):`,
    `GET /api/blog/`,
    line('one instance', bench.blogList.oneInstance),
    line('two instances', bench.blogList.twoInstances),
    `GET ${bench.image.url} (an image, from the S3 bucket through the server)`,
    line('one instance', bench.image.oneInstance),
    line('two instances', bench.image.twoInstances),
    `  requests answered by each instance through the balancer: ${bench.servedByEach.join(' / ')}`,
    `  (${bench.setup})`,
  ];
}

if (require.main === module) {
  benchInstances().then(
    (bench) => {
      for (const text of instancesLines(bench)) console.log(text);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
