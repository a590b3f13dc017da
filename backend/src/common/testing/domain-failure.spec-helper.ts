import { DomainError } from '../domain-error';

/** Runs `run`, expecting a domain error, and returns its code and message for assertions. */
export function domainFailure(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    const { code, message } = err as DomainError;
    return { code, message };
  }
  throw new Error('expected a DomainError');
}
