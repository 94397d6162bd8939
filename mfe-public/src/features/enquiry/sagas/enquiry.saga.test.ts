import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from 'shared-data';
import { ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { enquiryReducer, geoLookupSettled, type EnquiryState } from '../store/enquiry.slice';
import { lookUpGeo } from './enquiry.saga';
import { toGeoData } from './geo-data';
import { GEO_LOOKUP_TIMEOUT_MS } from './geo-lookup';

describe('the location lookup', () => {
  let api: SiteApi;
  let silent: Server;
  beforeAll(async () => {
    // A lookup service that takes the request and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    api = await startSiteApi({
      'GET /runtime-config.json': ok({
        apiBase: '/api/',
        geoLookupUrl: `http://127.0.0.1:${port}/json`,
        remotes: { public: 'p', blog: 'b', auth: 'a', dashboard: 'd' },
      }),
    });
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await api.close();
  });
  afterEach(() => jest.useRealTimers());

  it(`gives up after ${GEO_LOOKUP_TIMEOUT_MS} ms and settles without a location`, async () => {
    jest.useFakeTimers();
    let state: EnquiryState = enquiryReducer(undefined, { type: 'init' });
    state = { ...state, geo: { status: 'pending', data: null } };
    const dispatched: UnknownAction[] = [];
    const task = runSaga(
      {
        dispatch: (action: UnknownAction) => {
          dispatched.push(action);
          state = enquiryReducer(state, action);
        },
        getState: () => ({ publicEnquiry: state }),
      },
      lookUpGeo,
    );
    jest.advanceTimersByTime(GEO_LOOKUP_TIMEOUT_MS - 1);
    expect(dispatched).toEqual([]);
    jest.advanceTimersByTime(1);
    await task.toPromise();
    expect(dispatched).toEqual([geoLookupSettled(null)]);
    expect(state.geo).toEqual({ status: 'done', data: null });
  });
});

describe('toGeoData', () => {
  it('reads the geo_data fields under the names lookup services use', () => {
    expect(
      toGeoData({
        ip: '1.2.3.4',
        country: 'Kenya',
        country_code: 'KE',
        region: 'Nairobi',
        city: 'Nairobi',
        latitude: -1.3,
        longitude: 36.8,
        calling_code: '254',
        flag: { img: 'https://flags.example/ke.svg' },
        timezone: { id: 'Africa/Nairobi', utc: '+03:00' },
      }),
    ).toEqual({
      ip: '1.2.3.4',
      country_name: 'Kenya',
      country_code: 'KE',
      region: 'Nairobi',
      latitude: -1.3,
      longitude: 36.8,
      flag: 'https://flags.example/ke.svg',
      calling_code: '254',
      city: 'Nairobi',
      timezone: '+03:00',
    });
  });

  it('drops what the server would refuse, and answers null for nothing usable', () => {
    const geo = toGeoData({
      city: 'x'.repeat(201),
      region: 'Bad\u0000',
      latitude: 91,
      country_code: 'KE',
    });
    expect(geo).toMatchObject({ city: null, region: null, latitude: null, country_code: 'KE' });
    expect(toGeoData({ error: true, reason: 'RateLimited' })).toBeNull();
    expect(toGeoData('nope')).toBeNull();
  });
});
