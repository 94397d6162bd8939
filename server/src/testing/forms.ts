import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { injectForm, jpeg, type FormPart } from './api';

/**
 * POSTs a multipart form as the dashboard does: these text fields, and with `image` a real
 * JPEG of that size under the field name 'image'.
 */
export async function postForm(
  app: FastifyInstance,
  token: string,
  url: string,
  fields: Record<string, string>,
  image?: { width: number; height: number },
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (image) {
    parts.push({ name: 'image', value: await jpeg(image.width, image.height), filename: 'a.jpg' });
  }
  return injectForm(app, { method: 'POST', url, token, parts });
}
