import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, loadConfigOrExit } from './env';

@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: loadConfigOrExit }],
  exports: [APP_CONFIG],
})
export class ConfigModule {}
