import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
// The 200 shape terminus documents (its index does not export it).
import { getHealthCheckSchema } from '@nestjs/terminus/dist/health-check/health-check.schema';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiErrorDto } from '../../common/http/api-errors';
import { SkipApiKey } from '../../common/http/api-key.guard';
import { HealthReport } from './health-report';

@ApiTags('operations')
@Controller('health')
@SkipApiKey()
@SkipThrottle()
export class HealthController {
  constructor(private readonly report: HealthReport) {}

  @Get()
  @ApiOkResponse({
    description: 'The Health Check is successful',
    schema: getHealthCheckSchema('ok'),
  })
  // Terminus documents its own 503 too, as a bare Swagger 2 `schema` beside ours (no valid
  // OpenAPI 3): the answer is our error envelope, so only this one is documented.
  @ApiResponse({
    status: 503,
    description: "PostgreSQL or Redis is down (code UNHEALTHY); `details` gives each one's status",
    type: ApiErrorDto,
  })
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'PostgreSQL and Redis reachability (503 when either is down)' })
  check() {
    return this.report.check();
  }
}
