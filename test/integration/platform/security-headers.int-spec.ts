import { NestFastifyApplication } from '@nestjs/platform-fastify';
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
      expect(scriptSrc(api.headers['content-security-policy'])).toBe("script-src 'self'");
      const docs = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(scriptSrc(docs.headers['content-security-policy'])).toBe(
        "script-src 'self' 'unsafe-inline'",
      );
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(scriptSrc(json.headers['content-security-policy'])).toBe(
        "script-src 'self' 'unsafe-inline'",
      );
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
