import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, type CarouselItem } from 'shared-data/contract';
import { bearer, createTestApi, injectForm, jpeg, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('carousel on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind);
    token = (await api.account()).token;
  });
  afterEach(() => api.close());

  // The slide box's size by default: the smallest image a slide takes.
  const add = async (index: string, width = 1600, height = 700) =>
    injectForm(api.app, {
      method: 'POST',
      url: '/api/carousel/create',
      token,
      parts: [
        { name: 'index', value: index },
        { name: 'image', value: await jpeg(width, height), filename: 'slide.jpg' },
      ],
    });
  const replace = async (index: string, image: Buffer) =>
    injectForm(api.app, {
      method: 'PUT',
      url: '/api/carousel/update',
      token,
      parts: [
        { name: 'index', value: index },
        { name: 'image', value: image, filename: 'new.jpg' },
      ],
    });
  /** A new slide of these bytes. */
  const addImage = (index: string, image: Buffer) =>
    injectForm(api.app, {
      method: 'POST',
      url: '/api/carousel/create',
      token,
      parts: [
        { name: 'index', value: index },
        { name: 'image', value: image, filename: 'photo.jpg' },
      ],
    });

  const uploads = () => {
    try {
      return readdirSync(path.join(api.database.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  it('answers the new list, ordered by index, with each image URL and srcset', async () => {
    await add('2');
    const res = await add('1', 2000);
    expect(res.statusCode).toBe(200);
    const items = res.json<CarouselItem[]>();
    expect(items.map((i) => i.index)).toEqual([1, 2]);
    expect(items[0]).toMatchObject({
      id: items[0]?._id,
      image: expect.stringMatching(/-960\.webp$/),
    });
    const publicList = await api.app.inject({ url: '/api/carousel/' });
    expect(publicList.json()).toEqual(items);
  });

  it.each([
    ['', 'index must be a number'],
    ['two', 'index must be a number'],
    ['1.5', 'index must be a whole number'],
  ])('wants a numeric index (%j)', async (index, msg) => {
    const res = await add(index);
    expect(res.json()).toEqual({ status: 400, msg });
  });

  it('wants an image', async () => {
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/carousel/create',
      token,
      parts: [{ name: 'index', value: '1' }],
    });
    expect(res.json()).toEqual({ status: 400, msg: 'image is required' });
  });

  it('refuses a second image at the same index', async () => {
    await add('1');
    const res = await add('1');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Index 1 already has an image: choose another index');
    expect(readdirSync(path.join(api.database.dataDir, 'uploads'))).toHaveLength(3);
  });

  it('replaces the image of the item at that index, keeping the index', async () => {
    const [first] = (await add('3', 1700)).json<CarouselItem[]>();
    const res = await replace('3', await jpeg(1800, 800));
    expect(res.statusCode).toBe(200);
    const [item] = res.json<CarouselItem[]>();
    expect(item).toMatchObject({ id: first?.id, index: 3 });
    expect(item?.image).not.toBe(first?.image);
    expect(readdirSync(path.join(api.database.dataDir, 'uploads'))).toHaveLength(3);
    const noImage = await injectForm(api.app, {
      method: 'PUT',
      url: '/api/carousel/update',
      token,
      parts: [{ name: 'index', value: '3' }],
    });
    expect(noImage.json()).toEqual({ status: 400, msg: 'image is required' });
  });

  it.each([
    ['narrower than', 1200, 700],
    ['shorter than', 2000, 600],
    ['one pixel shorter than', 1600, 699],
  ])(
    'refuses a new slide %s the slide box, naming both sizes, and keeps nothing',
    async (_label, width, height) => {
      const { width: needW, height: needH } = IMAGE_SIZES.carousel;
      const res = await add('1', width, height);
      expect(res.json()).toEqual({
        status: 415,
        msg: `The image is ${width} × ${height} px: it needs to be at least ${needW} × ${needH} px`,
      });
      expect(uploads()).toEqual([]);
      expect((await api.app.inject({ url: '/api/carousel/' })).json()).toEqual([]);
    },
  );

  it('refuses a smaller image as a replacement, and the slide keeps its own', async () => {
    const [first] = (await add('4')).json<CarouselItem[]>();
    const res = await replace('4', await jpeg(800, 350));
    expect(res.json()).toEqual({
      status: 415,
      msg: 'The image is 800 × 350 px: it needs to be at least 1600 × 700 px',
    });
    expect((await api.app.inject({ url: '/api/carousel/' })).json()).toEqual([first]);
    expect(uploads()).toHaveLength(3);
  });

  it('measures a photo as it is shown, turned upright by its orientation', async () => {
    // Stored 700 x 1600 and turned a quarter: shown 1600 x 700, taken.
    const turned = (width: number, height: number) =>
      jpeg(width, height).then((bytes) => sharp(bytes).withMetadata({ orientation: 6 }).toBuffer());
    expect((await addImage('5', await turned(700, 1600))).statusCode).toBe(200);
    // Stored 1600 x 700 and turned: shown 700 x 1600, too narrow.
    const res = await addImage('6', await turned(1600, 700));
    expect(res.json()).toEqual({
      status: 415,
      msg: 'The image is 700 × 1600 px: it needs to be at least 1600 × 700 px',
    });
  });
  it('deletes an item and its files, answering the updated list', async () => {
    const items = (await add('1')).json<CarouselItem[]>();
    await add('2');
    const res = await api.app.inject({
      method: 'DELETE',
      url: `/api/carousel/delete?id=${items[0]?.id}`,
      headers: bearer(token),
    });
    expect(res.json<CarouselItem[]>().map((i) => i.index)).toEqual([2]);
    expect(readdirSync(path.join(api.database.dataDir, 'uploads'))).toHaveLength(3);
    const again = await api.app.inject({
      method: 'DELETE',
      url: `/api/carousel/delete?id=${items[0]?.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });
});
