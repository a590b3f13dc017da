import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { OpenAPIObject } from '@nestjs/swagger';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiDocument, setApiPrefix } from '../server/api-docs';
import { AppModule } from '../app.module';

/** The API's OpenAPI document as committed: what the client's types are generated from. */
export const API_DOCUMENT_FILE = 'backend/openapi.json';
/** The client's response types, generated from the document. */
export const API_TYPES_FILE = 'frontend/src/lib/api-types.ts';

const TYPES_HEADER = `/**
 * Generated from ${API_DOCUMENT_FILE} by \`npm run api:types\`: do not edit.
 * \`npm run api:types -- --check\` (run by test/integration/platform/api-types.int-spec.ts) fails
 * when this file or the document is stale.
 */
`;

/**
 * The document of AppModule's routes, read from their decorators: the app is built in preview
 * (no provider runs, nothing connects), so no database or Redis is needed.
 */
export async function buildApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  try {
    setApiPrefix(app);
    return apiDocument(app);
  } finally {
    await app.close();
  }
}

// Written as the repository's Prettier writes it, so `npm run lint` accepts the files as they are.
// Both packages are ES modules, loaded only here (Jest's CommonJS runtime cannot load them).
async function formatted(text: string, file: string): Promise<string> {
  const { format, resolveConfig } = await import('prettier');
  const path = resolve(file);
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** The committed files' contents for a document: the document itself and the client's types. */
export async function apiFiles(document: OpenAPIObject): Promise<Map<string, string>> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const json = JSON.stringify(document);
  // openapi-typescript writes into the document it is given (discriminators' enums): a copy.
  const ast = await openapiTS(JSON.parse(json) as Parameters<typeof openapiTS>[0], {
    // Schemas are also exported by name (`GameViewDto`), for the client to import.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
  });
  return new Map([
    [API_DOCUMENT_FILE, await formatted(json, API_DOCUMENT_FILE)],
    [API_TYPES_FILE, await formatted(TYPES_HEADER + astToString(ast), API_TYPES_FILE)],
  ]);
}

/** Writes the files, or with `check` names those that differ from what would be written. */
async function main(check: boolean): Promise<number> {
  const files = await apiFiles(await buildApiDocument());
  if (!check) {
    for (const [file, text] of files) writeFileSync(file, text);
    process.stdout.write(`Wrote ${[...files.keys()].join(' and ')}\n`);
    return 0;
  }
  const stale = [...files].filter(
    ([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text,
  );
  for (const [file] of stale) {
    process.stderr.write(`${file} is stale: run npm run api:types and commit it\n`);
  }
  return stale.length ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.includes('--check'))
    .then((code) => process.exit(code))
    .catch((err: unknown) => {
      process.stderr.write(`api:types failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    });
}
