// A slide's text alternative in English and Kiswahili, and its text-only update
// (docs/behaviour.md#content-in-both-languages).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AuditEntry, CarouselItem, Page } from 'shared-data/contract';
import {
  bearer,
  createTestApi,
  injectForm,
  jpeg,
  type FormPart,
  type TestApi,
} from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('carousel text alternatives on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind);
    token = (await api.account({ isAdmin: true })).token;
  });
  afterEach(() => api.close());

  const slide = async (width = 1600) => ({
    name: 'image',
    value: await jpeg(width, 700),
    filename: 'slide.jpg',
  });
  const send = (method: 'POST' | 'PUT', parts: FormPart[]) =>
    injectForm(api.app, {
      method,
      url: `/api/carousel/${method === 'POST' ? 'create' : 'update'}`,
      token,
      parts,
    });
  const list = async () => (await api.app.inject({ url: '/api/carousel/' })).json<CarouselItem[]>();
  const uploads = () => readdirSync(path.join(api.database.dataDir, 'uploads')).sort();
  const audit = async () =>
    (await api.app.inject({ url: '/api/audit?kind=carousel', headers: bearer(token) })).json<
      Page<AuditEntry>
    >().items;

  it('stores both text alternatives of a new slide, and answers null where there is none', async () => {
    await send('POST', [
      { name: 'index', value: '1' },
      { name: 'alt', value: ' A vet examines a calf ' },
      { name: 'alt_sw', value: 'Daktari wa mifugo anamchunguza ndama' },
      await slide(),
    ]);
    const res = await send('POST', [{ name: 'index', value: '2' }, await slide()]);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json<CarouselItem[]>();
    expect(first).toMatchObject({
      alt: 'A vet examines a calf',
      alt_sw: 'Daktari wa mifugo anamchunguza ndama',
    });
    expect(second).toMatchObject({ alt: null, alt_sw: null });
    expect(await list()).toEqual(res.json());
  });

  it('changes only the text without an image, keeping the picture and its files', async () => {
    await send('POST', [{ name: 'index', value: '3' }, await slide()]);
    const [before] = await list();
    const files = uploads();
    const res = await send('PUT', [
      { name: 'index', value: '3' },
      { name: 'alt_sw', value: 'Mbwa akiogeshwa' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<CarouselItem[]>()[0]).toEqual({
      ...before,
      alt: null,
      alt_sw: 'Mbwa akiogeshwa',
    });
    expect(uploads()).toEqual(files);

    // Found by id as well; English added, the Kiswahili left out stays.
    await send('PUT', [
      { name: 'index', value: '3' },
      { name: 'id', value: before?.id ?? '' },
      { name: 'alt', value: 'A dog being bathed' },
    ]);
    expect((await list())[0]).toMatchObject({
      image: before?.image,
      alt: 'A dog being bathed',
      alt_sw: 'Mbwa akiogeshwa',
    });
    // Blank removes one.
    await send('PUT', [
      { name: 'index', value: '3' },
      { name: 'alt_sw', value: '' },
    ]);
    expect((await list())[0]).toMatchObject({ alt: 'A dog being bathed', alt_sw: null });

    const [removed, english, swahili] = await audit();
    expect([removed?.kind, removed?.summary, removed?.before, removed?.after]).toEqual([
      'carousel.update',
      'Changed the text of the carousel image at index 3',
      { alt_sw: 'Mbwa akiogeshwa' },
      { alt_sw: null },
    ]);
    expect([english?.before, english?.after]).toEqual([
      { alt: null },
      { alt: 'A dog being bathed' },
    ]);
    expect([swahili?.before, swahili?.after]).toEqual([
      { alt_sw: null },
      { alt_sw: 'Mbwa akiogeshwa' },
    ]);
  });

  it('applies the text sent with a new image', async () => {
    await send('POST', [
      { name: 'index', value: '4' },
      { name: 'alt', value: 'Old' },
      await slide(),
    ]);
    const [before] = await list();
    await send('PUT', [
      { name: 'index', value: '4' },
      { name: 'alt', value: 'Goats at a farm visit' },
      { name: 'alt_sw', value: 'Mbuzi wakati wa kutembelea shamba' },
      await slide(1700),
    ]);
    const [after] = await list();
    expect(after?.image).not.toBe(before?.image);
    expect(after).toMatchObject({
      alt: 'Goats at a farm visit',
      alt_sw: 'Mbuzi wakati wa kutembelea shamba',
    });
    const [replaced] = await audit();
    expect(replaced?.kind).toBe('carousel.replace');
    expect(replaced?.before).toEqual({ image: before?.image, alt: 'Old', alt_sw: null });
    expect(replaced?.after).toEqual({
      image: after?.image,
      alt: 'Goats at a farm visit',
      alt_sw: 'Mbuzi wakati wa kutembelea shamba',
    });
  });

  it('answers as before without an image and without text, and refuses what the title refuses', async () => {
    await send('POST', [{ name: 'index', value: '5' }, await slide()]);
    const [before] = await list();
    const neither = await send('PUT', [{ name: 'index', value: '5' }]);
    expect(neither.json()).toEqual({ status: 400, msg: 'image is required' });
    // An unknown slide with text only: 404, as with an image.
    const unknown = await send('PUT', [
      { name: 'index', value: '9' },
      { name: 'alt', value: 'Nothing here' },
    ]);
    expect(unknown.statusCode).toBe(404);
    const long = await send('PUT', [
      { name: 'index', value: '5' },
      { name: 'alt_sw', value: 'a'.repeat(201) },
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toMatch(/^alt_sw /);
    const control = await send('PUT', [
      { name: 'index', value: '5' },
      { name: 'alt', value: 'Calf\u0000' },
    ]);
    expect(control.statusCode).toBe(400);
    expect(control.json().msg).toMatch(/^alt /);
    // A new slide still needs its image, text or not.
    const noImage = await send('POST', [
      { name: 'index', value: '6' },
      { name: 'alt', value: 'A calf' },
    ]);
    expect(noImage.json()).toEqual({ status: 400, msg: 'image is required' });
    expect(await list()).toEqual([before]);
  });
});
