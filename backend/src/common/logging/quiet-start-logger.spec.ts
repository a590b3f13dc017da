import type { LoggerService } from '@nestjs/common';
import { QuietStartLogger } from './logging.module';

function setup() {
  const inner = {
    log: jest.fn(),
    error: jest.fn(),
    warn: jest.fn(),
    debug: jest.fn(),
    verbose: jest.fn(),
  } satisfies LoggerService;
  return { inner, logger: new QuietStartLogger(inner) };
}

describe('QuietStartLogger', () => {
  it.each(['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'NestFactory', 'NestApplication'])(
    'moves %s’s start-up lines to debug',
    (context) => {
      const { inner, logger } = setup();
      logger.log('Mapped {/api/login, POST} route', context);
      expect(inner.debug).toHaveBeenCalledWith('Mapped {/api/login, POST} route', context);
      expect(inner.log).not.toHaveBeenCalled();
    },
  );

  it('keeps our own lines, warnings and errors as they are', () => {
    const { inner, logger } = setup();
    logger.log('Worker ready', 'WorkerLifecycle');
    logger.warn('slow', 'RouterExplorer');
    logger.error('boom', 'stack', 'InstanceLoader');
    expect(inner.log).toHaveBeenCalledWith('Worker ready', 'WorkerLifecycle');
    expect(inner.warn).toHaveBeenCalledWith('slow', 'RouterExplorer');
    expect(inner.error).toHaveBeenCalledWith('boom', 'stack', 'InstanceLoader');
  });
});
