import { AsyncResource } from 'node:async_hooks';

/**
 * Node 20's AsyncResource#bind gives every bound function a deprecated `asyncResource`
 * accessor (DEP0172), building two util.deprecate wrappers per call, and Fastify 5.11 binds
 * each request body's parser callback with it. This bind runs the function in the resource's
 * async scope just the same, without the accessor (Fastify 5.12 stops calling bind there;
 * @nestjs/platform-fastify 11 pins 5.11). Installed once by the API process.
 */
export function installLeanAsyncResourceBind(): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  AsyncResource.prototype.bind = function bind<F extends (...args: any[]) => unknown>(
    this: AsyncResource,
    fn: F,
    thisArg?: unknown,
  ): F {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const resource = this;
    return function bound(this: unknown, ...args: Parameters<F>) {
      return resource.runInAsyncScope(fn, thisArg === undefined ? this : thisArg, ...args);
    } as unknown as F;
  } as typeof AsyncResource.prototype.bind;
}
