import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_DOCUMENT_FILE } from '../../../backend/src/cli/api-types';
import { startApi } from '../../utils/stack';

const ROOT = join(__dirname, '../../..');

/**
 * The committed OpenAPI document is the one the API serves, and the client's types are generated
 * from it as they stand. When either fails, `npm run api:types` writes both again: commit them.
 */
describe('the client’s API types', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  it(`${API_DOCUMENT_FILE} is the document the API serves`, async () => {
    const served = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(JSON.parse(readFileSync(join(ROOT, API_DOCUMENT_FILE), 'utf8'))).toEqual(served);
  });

  it('npm run api:types would write nothing new (its --check passes)', async () => {
    // A process of its own, from the sources: openapi-typescript and Prettier are ES modules,
    // which Node loads but Jest's CommonJS runtime does not.
    const run = promisify(execFile)(
      process.execPath,
      ['-r', './test/utils/ts-register.js', 'backend/src/cli/api-types.ts', '--check'],
      { cwd: ROOT },
    );
    await expect(run).resolves.toMatchObject({ stderr: '' });
  }, 120_000);
});
