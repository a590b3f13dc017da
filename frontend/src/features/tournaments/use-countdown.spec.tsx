import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCountdown } from './use-countdown';

function Left({ remaining, receivedAt }: { remaining: number; receivedAt: number }) {
  return <p>{useCountdown(remaining, receivedAt)} s</p>;
}

describe('useCountdown', () => {
  afterEach(() => jest.useRealTimers());

  it('hydrates a server-rendered count whenever the client gets to it, then moves it to now', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const receivedAt = Date.now();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Left remaining={90} receivedAt={receivedAt} />);
    expect(container.textContent).toBe('90 s');

    // The phone hydrates the page 4.2 s after the answer was received.
    jest.setSystemTime(1_004_200);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Left remaining={90} receivedAt={receivedAt} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('86 s');

    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(container.textContent).toBe('85 s');
  });

  it('a count rendered in the browser starts from now', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Left remaining={90} receivedAt={1_000_000 - 30_000} />);
    });
    expect(container.textContent).toBe('60 s');
  });
});
