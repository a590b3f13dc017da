/** The spec's envelope: every call answers `status` S or E (UA where the spec says). */
export type ApiStatus = 'S' | 'E' | 'UA';

export interface ApiError {
  status: 'E' | 'UA';
  message: string;
  code: string;
  details?: unknown;
}

export function ok<T extends object>(body: T): T & { status: 'S' } {
  return { status: 'S', ...body };
}
