import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CarouselItem } from 'shared-data/contract';
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

  const add = async (index: string, width = 1200) =>
    injectForm(api.app, {
      method: 'POST',
      url: '/api/carousel/create',
      token,
      parts: [
        { name: 'index', value: index },
        { name: 'image', value: await jpeg(width, 500), filename: 'slide.jpg' },
      ],
    });

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
    const [first] = (await add('3', 800)).json<CarouselItem[]>();
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: '/api/carousel/update',
      token,
      parts: [
        { name: 'index', value: '3' },
        { name: 'image', value: await jpeg(600, 400), filename: 'new.jpg' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [item] = res.json<CarouselItem[]>();
    expect(item).toMatchObject({ id: first?.id, index: 3 });
    expect(item?.image).not.toBe(first?.image);
    expect(readdirSync(path.join(api.database.dataDir, 'uploads'))).toHaveLength(2);
    const noImage = await injectForm(api.app, {
      method: 'PUT',
      url: '/api/carousel/update',
      token,
      parts: [{ name: 'index', value: '3' }],
    });
    expect(noImage.json()).toEqual({ status: 400, msg: 'image is required' });
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
