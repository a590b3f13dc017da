import { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiAnswerHeaders,
  HSTS_HEADER,
  operatorPageHeaders,
  webPageHeaders,
} from '../../../backend/src/common/http/security-headers';
import { startApi } from '../../utils/stack';

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';

describe('security headers', () => {
  describe('behind no trusted proxy', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await startApi();
    });
    afterAll(() => app.close());

    it('allows no inline script on API answers, and keeps it for the operator tools only', async () => {
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      const docs = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(scriptSrc(docs.headers['content-security-policy'])).toBe(
        "script-src 'self' 'unsafe-inline'",
      );
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(scriptSrc(json.headers['content-security-policy'])).toBe(
        "script-src 'self' 'unsafe-inline'",
      );
    });

    it("gives the API's answers the API's set, and the pages and operator tools theirs", async () => {
      const { [HSTS_HEADER]: _, ...api } = apiAnswerHeaders();
      const { [HSTS_HEADER]: __, ...page } = webPageHeaders(undefined);
      const { [HSTS_HEADER]: ___, ...operator } = operatorPageHeaders();
      const security = (headers: Record<string, unknown>) =>
        Object.fromEntries(
          Object.keys({ ...api, ...page })
            .map((name) => [name, headers[name]])
            .filter(([, v]) => v),
        );
      for (const url of ['/api/health', '/api/no-such-call', '/metrics']) {
        const res = await app.inject({ method: 'GET', url });
        expect([url, security(res.headers)]).toEqual([url, api]);
      }
      // Not a page of the API's: a path outside /api (the client's, when it is served).
      const outside = await app.inject({ method: 'GET', url: '/no-such-page' });
      expect(security(outside.headers)).toEqual(page);
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await app.inject({ method: 'GET', url });
        expect([url, security(res.headers)]).toEqual([url, operator]);
      }
    });

    it('sends no HSTS over plain HTTP, whatever an untrusted client claims', async () => {
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
        const res = await app.inject({ method: 'GET', url: '/api/health', headers });
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });

  describe('behind a trusted TLS proxy (TRUST_PROXY)', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      process.env.TRUST_PROXY = 'true';
      app = await startApi();
    });
    afterAll(async () => {
      delete process.env.TRUST_PROXY;
      await app.close();
    });

    it('sends HSTS when the proxy says the request came over TLS, and only then', async () => {
      const tls = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      const plain = await app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
