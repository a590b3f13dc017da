import { INestApplication, RequestMethod } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorDto, documentErrors } from '../common/http/api-errors';
import { API_KEY_HEADER } from '../common/http/api-key.guard';

/** Every route but /metrics lives under /api (the document's paths say so too). */
export function setApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', {
    exclude: [{ path: 'metrics', method: RequestMethod.GET }],
  });
}

/**
 * The OpenAPI document of an app's routes: served at /api/docs, and committed as
 * backend/openapi.json, which the client's response types are generated from (cli/api-types.ts).
 */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('GameHub API')
      .setDescription(
        'Every call answers `status` S or E (UA where noted) and a `message` on errors. ' +
          'The `api-key` header identifies the GameHub web client; it is not authentication.',
      )
      .setVersion('1.0')
      // Relative: the API is wherever the document is served from (an empty list is invalid).
      .addServer('/')
      .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, API_KEY_HEADER)
      .addSecurityRequirements(API_KEY_HEADER)
      .addBearerAuth()
      .build(),
    { extraModels: [ApiErrorDto] },
  );
  return documentErrors(app, document);
}

/**
 * Serves the document, built on its first request: building it reads every route's and DTO's
 * metadata (~0.1–0.2 s of a core), which every process start and test app paid for a page few
 * open.
 */
export function mountDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, () => apiDocument(app), {
    jsonDocumentUrl: 'api/docs/json',
  });
}
