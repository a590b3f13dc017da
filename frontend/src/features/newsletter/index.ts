// The newsletter feature's front door: what other features may import from it (lint zones and
// client-boundaries.spec.ts hold them to it). The footer loads its form lazily (app/layouts).
export { EMAIL_PATTERN } from './newsletter-schema';
