import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from '../core/uploaded-file';
import { metaRepository } from '../repositories/meta-repository';
import { staffRepository } from '../repositories/staff-repository';
import type { Services } from '../services';
import { nowIso } from '../services/context';
import { pagesChanged, staffPagesChanged } from '../services/page-changes';
import {
  DEMO_BLOGS,
  DEMO_CAROUSEL,
  DEMO_COUNTERS,
  DEMO_DOCTORS,
  DEMO_MARKER,
  DEMO_PROMISES,
} from './demo-content';
import { avatarImage, blogCoverImage, carouselImage, promiseImage } from './demo-images';

export const INITIAL_ADMIN_FILE = 'initial-admin.txt';
export const GENERATED_ADMIN_EMAIL = 'admin@mifugovet.co.ke';
const DEMO_KEY = 'demo-content';
/**
 * Held while one instance does the first run, so instances started together on one database
 * create one admin and one demo, not one each. Long enough for the demo's images on a slow
 * machine; a holder that crashed blocks the others no longer than this.
 */
const FIRST_RUN_LEASE = 'first-run-lease';
const LEASE_MS = 5 * 60_000;
const LEASE_POLL_MS = 200;

/** The demo content is recorded in the activity log as made by the server's first run. */
const DEMO_CONTENT = { system: 'demo content' };

const file = (data: Buffer, filename: string): UploadedFile => ({
  filename,
  mimetype: 'image/jpeg',
  data,
});

/** What the first run reads of the configuration (a Config has it). */
export interface FirstRunSettings {
  dataDir: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
  admin: { email: string; password: string } | undefined;
  /** SEED_DEMO. */
  seedDemo: boolean;
}

export interface FirstRunReport {
  /** Set when this start created the first admin. */
  admin?: { email: string; generatedPassword: boolean };
  demoSeeded: boolean;
}

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a random password written once to
 * DATA_DIR/initial-admin.txt. Nothing happens when an admin account already exists.
 */
async function ensureAdmin(
  services: Services,
  config: FirstRunSettings,
  print: (line: string) => void,
): Promise<FirstRunReport['admin']> {
  const staff = staffRepository(services.ctx.db);
  if ((await staff.countAdmins('ACTIVE')) > 0) return undefined;

  const email = config.admin?.email ?? GENERATED_ADMIN_EMAIL;
  const password = config.admin?.password ?? randomBytes(18).toString('base64url');
  const existing = await staff.findByEmail(email);
  if (existing) {
    // The named account exists but is not an active admin: make it one, keep its password.
    const now = nowIso(services.ctx.clock);
    await services.ctx.db.transaction().execute(async (trx) => {
      await staffRepository(trx).update(existing.id, { isAdmin: true, status: 'ACTIVE' }, now);
      await pagesChanged(trx, staffPagesChanged(existing, { ...existing, status: 'ACTIVE' }), now);
    });
    print(`First run: ${email} is now the administrator.`);
    return { email, generatedPassword: false };
  }
  await services.staffAdmin.createAccount({
    email,
    fullname: 'Administrator',
    password,
    status: 'ACTIVE',
    role: 'Administrator',
    isAdmin: true,
  });
  if (config.admin) {
    print(`First run: created the administrator ${email} (password from ADMIN_PASSWORD).`);
    return { email, generatedPassword: false };
  }
  const target = path.join(config.dataDir, INITIAL_ADMIN_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(target)) {
    writeFileSync(
      target,
      [
        'The first administrator of the portal, created on the first start.',
        'Sign in at /sign_in, then change this password (Reset Password) and delete this file.',
        '',
        `email: ${email}`,
        `password: ${password}`,
        '',
      ].join('\n'),
      { mode: 0o600, flag: 'wx' },
    );
  }
  print(`First run: created the administrator ${email} with password ${password}`);
  print(`           (also written to ${target})`);
  return { email, generatedPassword: true };
}

/** Demo content, made through the same services (and image pipeline) staff use. */
async function seedDemo(services: Services): Promise<void> {
  const { ctx } = services;
  for (const slide of DEMO_CAROUSEL) {
    await services.carousel.create(
      slide.index,
      file(await carouselImage(slide), 'slide.jpg'),
      { alt: slide.caption, alt_sw: slide.caption_sw },
      DEMO_CONTENT,
    );
  }
  for (const counter of DEMO_COUNTERS) await services.others.createCounter(counter, DEMO_CONTENT);
  for (const promise of DEMO_PROMISES) {
    await services.others.createPromise(
      promise,
      file(await promiseImage(promise), 'promise.jpg'),
      DEMO_CONTENT,
    );
  }
  for (const doctor of DEMO_DOCTORS) {
    const avatar = await ctx.images.prepare(file(await avatarImage(doctor.fullname), 'a.jpg'));
    const avatarId = await ctx.images.record(ctx.db, avatar, nowIso(ctx.clock));
    // No password: a demo doctor signs in only after a reset by mailed code.
    await services.staffAdmin.createAccount({
      ...doctor,
      password: null,
      status: 'ACTIVE',
      isDoctor: true,
      avatarId,
    });
  }
  for (const blog of DEMO_BLOGS) {
    const created = await services.blogs.create(
      { title: blog.title, title_sw: blog.title_sw },
      file(await blogCoverImage(blog.cover), 'cover.jpg'),
      DEMO_CONTENT,
    );
    for (const paragraph of blog.paragraphs) {
      await services.blogs.addParagraph(
        { blog_id: created.blog_id, ...paragraph },
        undefined,
        DEMO_CONTENT,
      );
    }
  }
}

/**
 * What a first start adds: the admin, and the demo content unless SEED_DEMO=false. Idempotent:
 * a second start adds nothing (the demo is recorded as done in app_meta). Of several instances
 * starting at once, one runs it while the others wait, then find nothing left to do.
 */
export async function firstRun(
  services: Services,
  config: FirstRunSettings,
  print: (line: string) => void = console.log,
): Promise<FirstRunReport> {
  const meta = metaRepository(services.ctx.db);
  const { clock } = services.ctx;
  const until = () => new Date(clock() + LEASE_MS).toISOString();
  while (!(await meta.takeLease(FIRST_RUN_LEASE, until(), new Date(clock()).toISOString()))) {
    await new Promise((done) => setTimeout(done, LEASE_POLL_MS));
  }
  try {
    const admin = await ensureAdmin(services, config, print);
    if (!config.seedDemo || (await meta.get(DEMO_KEY))) return { admin, demoSeeded: false };
    await seedDemo(services);
    await meta.set(DEMO_KEY, DEMO_MARKER);
    print('First run: added the demo content (SEED_DEMO=false skips it).');
    return { admin, demoSeeded: true };
  } finally {
    await meta.remove(FIRST_RUN_LEASE);
  }
}
