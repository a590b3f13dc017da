// The arena module's front door: all that code outside arena/ may import from it.
export { ArenaIoAdapter } from './arena-io.adapter';
export { Match } from './entities/match.entity';
