import Fastify, { type FastifyInstance } from 'fastify';
import { errorBodySchema } from 'shared-data/contract';
import { logCollector } from '../testing/site-fixture';
import { errors } from './errors';
import { multipart } from './multipart';

describe('errors plugin', () => {
  const log = logCollector();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: log } });
    await app.register(errors, {
      fallback: (request, reply) => {
        if (request.url !== '/taken') return false;
        reply.send('taken by the fallback');
        return true;
      },
    });
    app.get('/boom', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('No coffee here'), { statusCode: 418 });
    });
    app.get('/unavailable', async () => {
      throw Object.assign(new Error('pool exhausted at db.internal'), { statusCode: 503 });
    });
    app.get('/not-an-error', async () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- what is tested: a non-Error
      throw 'a string';
    });
    app.post(
      '/enquiries',
      {
        schema: {
          body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        },
      },
      async () => ({ ok: true }),
    );
    await app.register(multipart);
    app.register(async (forms) => {
      forms.post('/form', async (request) => ({ fields: Object.keys(request.body as object) }));
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers an unknown route with a JSON 404 naming it', async () => {
    const res = await app.inject({ url: '/api/x?token=secret' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 404, msg: 'Route GET /api/x not found' });
  });

  it('lets the fallback answer first', async () => {
    const res = await app.inject({ url: '/taken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('taken by the fallback');
  });

  it('hides the cause of a 500 and logs it', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, msg: 'Internal server error' });
    expect(res.body).not.toContain('ECONNREFUSED');
    expect(log.text()).toContain('ECONNREFUSED');
  });

  it('hides the cause of any 5xx', async () => {
    const res = await app.inject({ url: '/unavailable' });
    expect(res.json()).toEqual({ status: 503, msg: 'Service Unavailable' });
  });

  it('treats a thrown non-error as a 500', async () => {
    const res = await app.inject({ url: '/not-an-error' });
    expect(res.json()).toEqual({ status: 500, msg: 'Internal server error' });
  });

  it('passes a 4xx message on', async () => {
    const res = await app.inject({ url: '/teapot' });
    expect(res.statusCode).toBe(418);
    expect(errorBodySchema.parse(res.json())).toEqual({ status: 418, msg: 'No coffee here' });
  });

  it('names the field of a bad input', async () => {
    const res = await app.inject({ method: 'POST', url: '/enquiries', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg: "body must have required property 'email'" });
  });

  it('answers unreadable JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).status).toBe(400);
  });

  /** A multipart body with one field part, of the given Content-Type. */
  const formWith = (contentType: string, value: string) => {
    const boundary = 'x-boundary';
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n${value}\r\n--${boundary}--\r\n`,
    };
  };

  it('answers a form field declared JSON that is not with a 400, not the plugin 406', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      ...formWith('application/json', '{"a":'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg: 'A JSON field of the form is not valid JSON' });
    const fine = await app.inject({
      method: 'POST',
      url: '/form',
      ...formWith('text/plain', 'hello'),
    });
    expect(fine.json()).toEqual({ fields: ['meta'] });
  });
});
