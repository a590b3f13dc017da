import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_KEY, OPERATOR_TOKEN } from './stack';

export interface Answer {
  statusCode: number;
  // Tests read whatever the call answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** POST a spec call the way the web client does: JSON, api-key header, optional bearer. */
export async function post(
  app: NestFastifyApplication,
  path: string,
  payload: object = {},
  token?: string,
): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
    // A fresh client address per call keeps the per-IP rate limits out of tests about other rules.
    remoteAddress: `10.${rand()}.${rand()}.${rand()}`,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** POST a spec call from a chosen client address (rate limits): the whole answer, headers too. */
export function postFrom(
  app: NestFastifyApplication,
  path: string,
  payload: object,
  remoteAddress: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'api-key': API_KEY },
    payload,
    remoteAddress,
  });
}

/** A call to the operator API (/api/ops) with the operator's bearer token. */
export async function ops(
  app: NestFastifyApplication,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url: `/api/ops/${path}`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** A multipart/form-data body as a browser's FormData sends it: the bytes and their header. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, content] of Object.entries(files)) {
    form.append(name, new Blob([content], { type: 'text/plain' }), `${name}.txt`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
