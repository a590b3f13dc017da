// The live module's front door: all that code outside live/ may import from it.
export { PUSH_GAP_MS } from './live.gateway';
export { LiveHttpModule } from './live.http.module';
