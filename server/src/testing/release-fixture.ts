import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';
import { bearer } from './api';

/** The shared-data contract this server serves. */
export const SHARED_DATA_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-data', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The shared packages a fixture shell provides. */
export const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'shared-data': SHARED_DATA_VERSION,
};

/** A remote's build as the release command sends it: manifest, entry, one chunk. */
export function remoteBuild(
  text: string,
  options: { exposes?: string; requires?: Record<string, string> } = {},
): { path: string; bytes: Buffer }[] {
  const requires = options.requires ?? {
    react: '^19.0.0',
    'shared-data': `^${SHARED_DATA_VERSION}`,
  };
  const manifest = {
    id: 'blog',
    name: 'blog',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: Object.entries(requires).map(([name, range]) => ({
      name,
      version: range.replace(/^\^/, ''),
      singleton: true,
      requiredVersion: range,
    })),
    exposes: [
      {
        path: options.exposes ?? './module',
        name: 'module',
        assets: { js: { sync: ['1.abcdef12.js'] } },
      },
    ],
  };
  return [
    { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', bytes: Buffer.from(`var blog = ${JSON.stringify(text)};\n`) },
    { path: '1.abcdef12.js', bytes: Buffer.from(`console.log(${JSON.stringify(text)});\n`) },
  ];
}

/** Writes a build into a folder (for the release command's --dir and local builds). */
export function writeBuild(dir: string, files: { path: string; bytes: Buffer }[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.bytes);
  }
}

/** A shell build's manifest in SITE_ROOT, providing these shared versions. */
export function writeShellManifest(siteRoot: string, provides = SHELL_SHARED): void {
  mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(siteRoot, 'shell', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      shared: Object.entries(provides).map(([name, version]) => ({
        name,
        version,
        singleton: true,
      })),
    }),
  );
}

/** POST releases/<remote>/versions with a build. */
export function upload(
  app: FastifyInstance,
  remote: string,
  token: string,
  files: { path: string; bytes: Buffer }[],
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/releases/${remote}/versions`,
    headers: bearer(token),
    payload: {
      files: files.map((file) => ({ path: file.path, data: file.bytes.toString('base64') })),
      ...extra,
    },
  });
}
