// The gamer-handles module's front door: all that code outside gamer-handles/ may import from it.
export { GamerHandleErrorCode } from './gamer-handles.errors';
export { GamerHandlesModule } from './gamer-handles.module';
export { GamerHandlesService } from './gamer-handles.service';
export { GAME_FIELD } from './handle-change';
