import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiErrorDto } from '../../common/api-errors';
import { SkipApiKey } from '../../common/api-key.guard';
import { HealthReport } from './health-report';

@ApiTags('operations')
@Controller('health')
@SkipApiKey()
@SkipThrottle()
export class HealthController {
  constructor(private readonly report: HealthReport) {}

  @Get()
  // Above @HealthCheck(), so it replaces terminus's 503 shape: the answer is our error envelope.
  @ApiResponse({
    status: 503,
    description: "PostgreSQL or Redis is down (code UNHEALTHY); `details` gives each one's status",
    type: ApiErrorDto,
  })
  @HealthCheck()
  @ApiOperation({ summary: 'PostgreSQL and Redis reachability (503 when either is down)' })
  check() {
    return this.report.check();
  }
}
