import { INestApplication } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { compiledDto } from './compiled-validation';
import { controllerMethods } from '../http/controller-methods';

type Dto = new () => object;

/** The classes with class-validator rules that route handlers take (bodies and queries). */
export function routeDtos(app: INestApplication): Dto[] {
  const storage = getMetadataStorage();
  const dtos = new Set<Dto>();
  for (const { controller, name } of controllerMethods(app)) {
    const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ??
      []) as unknown[];
    for (const type of types) {
      if (typeof type !== 'function') continue;
      const dto = type as Dto;
      if (storage.getTargetValidationMetadatas(dto, '', false, false).length) dtos.add(dto);
    }
  }
  return [...dtos];
}

/**
 * Compiles each route DTO's validator (compiled-validation.ts) once the process is up, one per
 * turn of the event loop: otherwise each API process compiles a DTO on its first call with it,
 * 5-25 ms each, in the middle of a player's first page after every start or deploy. Resolves
 * with how many it compiled.
 */
export async function warmValidation(app: INestApplication): Promise<number> {
  let count = 0;
  for (const dto of routeDtos(app)) {
    await new Promise((resolve) => setImmediate(resolve));
    if (compiledDto(dto)) count++;
  }
  return count;
}
