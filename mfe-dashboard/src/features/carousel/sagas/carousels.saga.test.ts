/** @jest-environment node */
import { configureClient, uploadProgressed, type Operation, type UnknownAction } from 'shared-data';
import { ended, runSagaUntil, withoutUploadProgress } from 'shared-data/testing/saga-runner';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import {
  creatingCarousel,
  deletingCarousel,
  retrievingCarousel,
  updatingCarousel,
} from '../store/carousels.slice';
import { testSlide } from '../../../app/testing/test-slides';
import { carouselsSaga } from './carousels.saga';

describe('the carousels saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  /** Runs the saga, sends it `starts` and answers what it put once `operation` is over. */
  const run = (
    operation: Pick<Operation, 'successType' | 'failType'>,
    ...starts: UnknownAction[]
  ) => runSagaUntil(carouselsSaga, starts, ended(operation));

  it('loads GET carousel/ and puts the list', async () => {
    api.answer = () => ({ status: 200, body: [testSlide(1)] });
    const actions = await run(retrievingCarousel, retrievingCarousel.start());
    expect(actions).toEqual([retrievingCarousel.success([testSlide(1)])]);
    expect(api.requests).toMatchObject([{ method: 'GET', path: 'carousel/' }]);
    expect(retrievingCarousel.successType).toBe('dashboard/RETRIVING_CAROUSEL_SUCCESS');
  });

  it('puts RETRIVING_CAROUSEL_FAIL with the server msg', async () => {
    api.answer = () => ({
      status: 503,
      body: { status: 503, msg: 'The database is not answering' },
    });
    await expect(run(retrievingCarousel, retrievingCarousel.start())).resolves.toEqual([
      retrievingCarousel.fail({
        msg: 'The database is not answering',
        status: 503,
        id: 'RETRIVING_CAROUSEL_FAIL',
      }),
    ]);
  });

  it('creates with a multipart image and index, reporting the upload, then the green notice', async () => {
    api.answer = () => ({ status: 200, body: [testSlide(1), testSlide(4)] });
    const image = new File([Buffer.alloc(64 * 1024, 1)], 'beach.png', { type: 'image/png' });
    const actions = await run(creatingCarousel, creatingCarousel.start({ image, index: 4 }));
    expect(withoutUploadProgress(actions)).toEqual([
      creatingCarousel.success([testSlide(1), testSlide(4)], 'Image saved successfully'),
    ]);
    expect(withoutUploadProgress(actions)[0]?.meta).toMatchObject({
      notice: { id: 'CREATING_CAROUSEL_SUCCESS', msg: 'Image saved successfully' },
    });
    expect(actions).toContainEqual(
      uploadProgressed({ operation: 'CREATING_CAROUSEL', fraction: 1 }),
    );
    const [sent] = api.to('carousel/create');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer staff-token');
    expect(sent?.body).toContain('name="index"\r\n\r\n4');
    expect(sent?.body).toContain('name="image"; filename="beach.png"');
  });

  it('sends one create for a double submit', async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 200, body: [testSlide(1)] };
    };
    const image = new File(['PNG'], 'a.png', { type: 'image/png' });
    const done = run(
      creatingCarousel,
      creatingCarousel.start({ image, index: 1 }),
      creatingCarousel.start({ image, index: 1 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    held.open();
    await done;
    expect(api.to('carousel/create')).toHaveLength(1);
  });

  it('puts CREATING_CAROUSEL_FAIL with the server msg', async () => {
    api.answer = () => ({
      status: 409,
      body: { status: 409, msg: 'Index 1 already has an image: choose another index' },
    });
    const image = new File(['PNG'], 'a.png', { type: 'image/png' });
    const actions = await run(creatingCarousel, creatingCarousel.start({ image, index: 1 }));
    expect(withoutUploadProgress(actions)).toEqual([
      creatingCarousel.fail({
        msg: 'Index 1 already has an image: choose another index',
        status: 409,
        id: 'CREATING_CAROUSEL_FAIL',
      }),
    ]);
  });

  it('replaces an image with PUT carousel/update (image + index)', async () => {
    api.answer = () => ({ status: 200, body: [testSlide(2)] });
    const image = new File(['NEW'], 'new.png', { type: 'image/png' });
    const actions = await run(updatingCarousel, updatingCarousel.start({ image, index: 2 }));
    expect(withoutUploadProgress(actions)).toEqual([
      updatingCarousel.success([testSlide(2)], 'Image saved successfully'),
    ]);
    const [sent] = api.to('carousel/update');
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toContain('name="index"\r\n\r\n2');
    expect(sent?.body).toContain('name="image"; filename="new.png"');
  });

  it('deletes with DELETE carousel/delete?id= and puts the list it answers', async () => {
    api.answer = () => ({ status: 200, body: [testSlide(2)] });
    const actions = await run(deletingCarousel, deletingCarousel.start({ id: 'c1' }));
    expect(actions).toEqual([
      deletingCarousel.success([testSlide(2)], 'Carousel has been deleted'),
    ]);
    expect(api.requests).toMatchObject([{ method: 'DELETE', path: 'carousel/delete?id=c1' }]);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer staff-token');
  });
});
