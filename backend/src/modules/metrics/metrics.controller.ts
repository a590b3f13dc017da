import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SkipThrottle } from '@nestjs/throttler';
import { SkipApiKey } from '../../common/http/api-key.guard';
import { OperatorAuth } from '../../common/auth/operator-auth';
import { MetricsService } from './metrics.service';

/** Prometheus scrape endpoint, outside /api, behind the operator token (guesses limited). */
@ApiExcludeController()
@Controller()
@SkipApiKey()
@SkipThrottle()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    private readonly operators: OperatorAuth,
  ) {}

  @Get('metrics')
  async scrape(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.operators.verify(request, reply, { challenge: true });
    const body = await this.metrics.scrape();
    void reply.header('content-type', this.metrics.registry.contentType).send(body);
  }
}
