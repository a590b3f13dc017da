import { randomUUID } from 'node:crypto';
import { query } from './db';
import { E2E_OPERATOR_TOKEN, WEB_API_KEY } from './stack';

/** A POST to the operator API (/api/ops) with the e2e operator's token. */
export async function operatorPost(url: string, path: string, body: object) {
  const res = await fetch(`${url}/api/ops/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: string; data: { event_id: number } };
}

/** A POST to the web API (api-key header), as the player with `token` when given. */
export async function webPost<T>(url: string, path: string, body: object, token?: string) {
  const res = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: {
      'api-key': WEB_API_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** A verified player signed up through the API (the mail round trip has its own tests). */
export async function verifiedPlayer(url: string, name: string, password: string) {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'api-key': WEB_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, country: 'India', gender: 'women' }),
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  await query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);
  return { name, email, password };
}
