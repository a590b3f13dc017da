import { applyDecorators, INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ApiProperty, ApiResponse, getSchemaPath, OpenAPIObject } from '@nestjs/swagger';
import { controllerMethods } from './controller-methods';
import { API_KEY_HEADER, RouteTargets, skipsApiKey } from './api-key.guard';
import { BearerAuthGuard } from '../auth/bearer-auth.guard';
import { OptionalBearerGuard } from '../auth/optional-bearer.guard';
import { OperatorGuard } from '../auth/operator.guard';
import { skipsRateLimit } from '../rate-limits/rate-limit';

/** The spec's error envelope (§8), as ApiExceptionFilter answers every failed call. */
export class ApiErrorDto {
  @ApiProperty({ enum: ['E', 'UA'], description: 'UA: the session has ended; log in again' })
  status!: 'E' | 'UA';
  @ApiProperty({ description: 'What went wrong, in words a player understands' })
  message!: string;
  @ApiProperty({ description: 'A stable reason for programs, e.g. RESULTS_FINAL' })
  code!: string;
  @ApiProperty({ required: false, type: Object, additionalProperties: true })
  details?: Record<string, unknown>;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

const WHY: Record<ErrorStatus, string> = {
  400: 'The request is malformed or breaks a rule; `message` names the problem',
  401: 'The api-key header, the bearer token or the operator token is missing or not valid',
  403: 'The caller may not do this',
  404: 'What the request names does not exist',
  409: 'The request conflicts with the current state (already done, sold out, closed)',
  413: 'The request body is too large',
  415: 'The request body is not JSON (or a type this call accepts)',
  422: 'The request contradicts an earlier one it names (an Idempotency-Key reused for another body)',
  429: 'Too many requests: wait the seconds Retry-After gives',
  503: 'PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
};

/**
 * The errors an operation answers because of its own rules (NOT_YOUR_ACCOUNT, SOLD_OUT, …).
 * Those every call of its kind can answer are added by documentErrors.
 */
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: WHY[status], type: ApiErrorDto }),
    ),
  );

type PathItem = OpenAPIObject['paths'][string];
type OperationObject = NonNullable<PathItem['get']>;
type ResponsesObject = OperationObject['responses'];
type SecurityRequirementObject = NonNullable<OperationObject['security']>[number];

interface Route {
  controller: Type;
  handler: object;
}

/** Every controller method by swagger's operationId (`Controller_method`). */
function routesByOperationId(app: INestApplication): Map<string, Route> {
  return new Map(
    controllerMethods(app).map(({ controller, name, handler }) => [
      `${controller.name}_${name}`,
      { controller, handler },
    ]),
  );
}

/**
 * Completes the document from each route's guards and shape: what it needs (api-key, bearer)
 * and the errors every call of its kind answers: 401 for a missing key or token, 403 for another
 * player's user_id, 429 when rate limited, 400/413/415 for a body or parameters, 404 for a path
 * id, 503 for outages. The contract test (test/utils/contract.ts) holds every answer to it.
 */
export function documentErrors(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const reflector = new Reflector();
  const routes = routesByOperationId(app);
  const error = { $ref: getSchemaPath(ApiErrorDto) };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation: OperationObject | undefined = item[method];
      const route = operation?.operationId && routes.get(operation.operationId);
      if (!operation || !route) continue;
      const targets = [route.handler, route.controller] as RouteTargets;
      const guards = [
        ...(reflector.get<Type[]>(GUARDS_METADATA, route.controller) ?? []),
        ...(reflector.get<Type[]>(GUARDS_METADATA, route.handler as never) ?? []),
      ];
      const apiKey = !skipsApiKey(reflector, targets);
      const signedIn = guards.some((guard) => guard !== OptionalBearerGuard);
      const bearer = guards.length > 0;
      operation.security = securityOf(apiKey, bearer, signedIn);

      const statuses = new Set<ErrorStatus>([503]);
      if (apiKey || signedIn) statuses.add(401);
      // The bearer guard refuses another player's user_id in the body: NOT_YOUR_ACCOUNT.
      if (guards.some(checksOwner)) statuses.add(403);
      // Operator calls skip the players' limits, but not the limit on wrong operator tokens.
      if (!skipsRateLimit(reflector, targets) || guards.includes(OperatorGuard)) statuses.add(429);
      if (operation.requestBody || method === 'post')
        [400, 413, 415].forEach((s) => statuses.add(s as ErrorStatus));
      if (operation.parameters?.some((p) => 'in' in p && p.in === 'path')) {
        statuses.add(400);
        statuses.add(404);
      }
      const responses: ResponsesObject = operation.responses;
      for (const status of statuses) {
        const existing = responses[status];
        if (existing && 'content' in existing && existing.content) continue;
        responses[status] = {
          description: WHY[status],
          ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
          content: { 'application/json': { schema: error } },
        };
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  return document;
}

function checksOwner(guard: Type): boolean {
  return (
    guard !== OptionalBearerGuard &&
    (guard === BearerAuthGuard || guard.prototype instanceof BearerAuthGuard)
  );
}

/** Alternatives, any one of which is enough: a call that takes an optional token lists both. */
function securityOf(
  apiKey: boolean,
  bearer: boolean,
  signedIn: boolean,
): SecurityRequirementObject[] {
  const key: SecurityRequirementObject = apiKey ? { [API_KEY_HEADER]: [] } : {};
  if (!bearer) return [key];
  const withToken = { ...key, bearer: [] };
  return signedIn ? [withToken] : [withToken, key];
}
