import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JWTPayload, KeyLike } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

const PROVIDERS = {
  google: {
    env: 'GOOGLE',
    clientId: 'gamehub-test.apps.googleusercontent.com',
    issuer: 'https://accounts.google.com',
    alg: 'RS256',
  },
  apple: {
    env: 'APPLE',
    clientId: 'com.gamehub.web',
    issuer: 'https://appleid.apple.com',
    alg: 'ES256',
  },
} as const;
type Provider = keyof typeof PROVIDERS;

/**
 * Google and Apple as the API sees them: their published key sets served over HTTP, and ID
 * tokens signed with the matching keys. `start()` points the API's config at them: call it
 * before the API starts.
 */
export class FakeIdentityProviders {
  private readonly keys = new Map<Provider, KeyLike>();
  private readonly jwks = new Map<string, object>();
  private readonly server: Server = createServer((req, res) => {
    const jwks = this.jwks.get(req.url ?? '');
    res.writeHead(jwks ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(jwks ?? {}));
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    for (const [name, p] of Object.entries(PROVIDERS) as [
      Provider,
      (typeof PROVIDERS)[Provider],
    ][]) {
      const { publicKey, privateKey } = await generateKeyPair(p.alg);
      this.keys.set(name, privateKey);
      this.jwks.set(`/${name}`, {
        keys: [{ ...(await exportJWK(publicKey)), kid: `${name}-1`, alg: p.alg, use: 'sig' }],
      });
      process.env[`${p.env}_CLIENT_ID`] = p.clientId;
      process.env[`${p.env}_ISSUERS`] = p.issuer;
      process.env[`${p.env}_JWKS_URL`] = `${base}/${name}`;
    }
  }

  async stop(): Promise<void> {
    for (const p of Object.values(PROVIDERS)) {
      for (const k of ['CLIENT_ID', 'ISSUERS', 'JWKS_URL']) delete process.env[`${p.env}_${k}`];
    }
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** An ID token of the provider for `claims` (email, email_verified, name), valid 10 minutes. */
  token(provider: Provider, claims: JWTPayload, sub: string = randomUUID()): Promise<string> {
    const p = PROVIDERS[provider];
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: p.alg, kid: `${provider}-1`, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(p.issuer)
      .setAudience(p.clientId)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 600)
      .sign(this.keys.get(provider) as KeyLike);
  }
}
