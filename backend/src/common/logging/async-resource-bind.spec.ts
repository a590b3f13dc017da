import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { installLeanAsyncResourceBind } from './async-resource-bind';

describe('installLeanAsyncResourceBind', () => {
  const original = AsyncResource.prototype.bind;
  afterAll(() => {
    AsyncResource.prototype.bind = original;
  });

  it('runs the bound function in the scope it was bound in, with its arguments and this', () => {
    installLeanAsyncResourceBind();
    const storage = new AsyncLocalStorage<string>();
    const bound = storage.run('request-1', () =>
      new AsyncResource('test').bind(function (this: unknown, a: number, b: number) {
        return { store: storage.getStore(), self: this, sum: a + b };
      }),
    );
    const target = { name: 'target', bound };
    expect(storage.run('request-2', () => target.bound(2, 3))).toEqual({
      store: 'request-1',
      self: target,
      sum: 5,
    });
  });

  it('leaves out the deprecated asyncResource accessor', () => {
    installLeanAsyncResourceBind();
    const bound = new AsyncResource('test').bind(() => 1);
    expect(Object.getOwnPropertyDescriptor(bound, 'asyncResource')).toBeUndefined();
    expect(bound()).toBe(1);
  });
});
