import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SkipThrottle } from '@nestjs/throttler';
import { SkipApiKey } from '../../common/api-key.guard';
import { isOperator } from '../../common/operator-auth';
import { requestErrors } from '../../common/request.errors';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { MetricsService } from './metrics.service';

/** Prometheus scrape endpoint, outside /api, behind the operator token. */
@ApiExcludeController()
@Controller()
@SkipApiKey()
@SkipThrottle()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('metrics')
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    if (!isOperator(authorization, this.config)) {
      void reply.header('www-authenticate', 'Basic realm="GameHub operators"');
      throw requestErrors.operatorRequired();
    }
    const body = await this.metrics.scrape();
    void reply.header('content-type', this.metrics.registry.contentType).send(body);
  }
}
