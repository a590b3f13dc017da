import { Module } from '@nestjs/common';
import { GamerHandlesController } from './gamer-handles.controller';
import { GamerHandlesModule } from './gamer-handles.module';

@Module({ imports: [GamerHandlesModule], controllers: [GamerHandlesController] })
export class GamerHandlesHttpModule {}
