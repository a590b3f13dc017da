import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { coerceFormValues, isFormBody } from './form-body';

function firstMessage(errors: ValidationError[], parent = ''): string | null {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length) {
      // class-validator names the property itself; unknown fields get the full path.
      return constraints[0].replace(/^property \S+ should not exist$/, `${path} is not allowed`);
    }
    const nested = firstMessage(error.children ?? [], path);
    if (nested) return nested;
  }
  return null;
}

/**
 * A body that is not a JSON object (an array, a string) can never fit a DTO; a form body's text
 * values are first converted to the DTO's types.
 */
class BodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || value === '') value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException({
          message: 'Request body must be a JSON object',
          code: 'VALIDATION_FAILED',
        });
      }
      if (isFormBody(value)) value = coerceFormValues(metadata.metatype, value);
    }
    return super.transform(value, metadata);
  }
}

/** Whitelist DTO fields, reject unknown ones, and answer 400 with a message naming the field. */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({
        message: firstMessage(errors) ?? 'Request body is invalid',
        code: 'VALIDATION_FAILED',
      }),
  });
}
