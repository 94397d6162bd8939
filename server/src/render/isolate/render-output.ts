import { z } from 'zod';
import type { RenderOutput } from 'shared-data/contract';

const text = (max: number) => z.string().max(max);
/** The statuses a page is answered with: found, not found, gone. */
const pageStatus = z.union([z.literal(200), z.literal(404), z.literal(410)]);
const sitePathOrUrl = z
  .string()
  .max(2000)
  .refine((value) => /^(\/(?!\/)|https?:\/\/)/.test(value), 'a site path or an http(s) URL');

/** The head a page declares (shared-data's PageHead), as a render may hand it back. */
const pageHeadSchema = z.object({
  title: text(300),
  description: text(1000),
  image: sitePathOrUrl.optional(),
  imageAlt: text(500).optional(),
  type: z.enum(['website', 'article']).optional(),
  published: text(40).optional(),
  modified: text(40).optional(),
  structuredData: z.array(z.record(z.string(), z.unknown())).max(20).optional(),
  lcpImage: z
    .object({
      src: sitePathOrUrl,
      srcSet: text(4000).nullable().optional(),
      sizes: text(500).optional(),
    })
    .optional(),
  status: pageStatus.optional(),
});

const renderOutputSchema = z.object({
  html: z.string(),
  styles: z.string(),
  state: z.record(z.string(), z.unknown()),
  head: pageHeadSchema.nullable(),
  status: pageStatus,
  complete: z.boolean(),
});

/**
 * A render's answer from its isolate, checked: the code of a release decides what its pages
 * show, not the shape of what the server does with them (the head's tags are made and escaped
 * by the server, the state is escaped into its script element). Anything else is an error, and
 * the page is rendered in the browser.
 */
export function parseRenderOutput(json: string): RenderOutput | null {
  const value: unknown = JSON.parse(json);
  if (value === null) return null;
  return renderOutputSchema.parse(value);
}
