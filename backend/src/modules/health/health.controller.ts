import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { SkipApiKey } from '../../common/api-key.guard';
import { HealthReport } from './health-report';

@ApiTags('operations')
@Controller('health')
@SkipApiKey()
@SkipThrottle()
export class HealthController {
  constructor(private readonly report: HealthReport) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'PostgreSQL and Redis reachability (503 when either is down)' })
  check() {
    return this.report.check();
  }
}
