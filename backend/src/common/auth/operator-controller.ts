import { Controller, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { SkipApiKey } from '../http/api-key.guard';
import { OperatorGuard } from './operator.guard';

/**
 * An operators' controller under /api/<path> (`ops/…`): OPERATOR_TOKEN, not the client's api-key,
 * and no player rate limits (the guard limits wrong tokens per address). Each module declares
 * its own, beside the data it changes.
 */
export function OperatorController(path: string): ClassDecorator {
  return applyDecorators(
    ApiTags('operations'),
    ApiBearerAuth(),
    Controller(path),
    UseGuards(OperatorGuard),
    SkipApiKey(),
    SkipThrottle(),
  );
}
