import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('passes an outside linter: Redocly’s recommended rules find no error in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamehub-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, (await app.inject({ method: 'GET', url: '/api/docs/json' })).body);
      // Exit code 1 when it finds errors: the report is read either way.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          require.resolve('@redocly/cli/bin/cli.js'),
          'lint',
          '--extends',
          'recommended',
          '--format',
          'json',
          file,
        ],
        {
          cwd: dir,
          // Offline: no usage report, no check for a newer version.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        problems: {
          ruleId: string;
          severity: string;
          message: string;
          location: { pointer: string }[];
        }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

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
