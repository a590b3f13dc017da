import { act, render, screen } from '@testing-library/react';
import { swapInLateFont } from '../../lib/late-font';
import { Preloader } from './preloader';

jest.mock('../../lib/late-font', () => ({ swapInLateFont: jest.fn() }));

describe('Preloader', () => {
  afterEach(() => jest.useRealTimers());

  it('takes the overlay index.html paints off the page between 1 and 1.2 seconds in', () => {
    jest.useFakeTimers();
    const overlay = document.createElement('div');
    overlay.id = 'preloader';
    overlay.dataset.testid = 'preloader';
    document.body.append(overlay);
    render(<Preloader />);

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('preloader')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('preloader')).not.toBeInTheDocument();
  });

  it('removes it at once when the app starts after 1.2 seconds', () => {
    jest.useFakeTimers({ now: 0 });
    jest.advanceTimersByTime(1500);
    const overlay = document.createElement('div');
    overlay.id = 'preloader';
    overlay.dataset.testid = 'preloader';
    document.body.append(overlay);
    render(<Preloader />);

    act(() => jest.advanceTimersByTime(0));
    expect(screen.queryByTestId('preloader')).not.toBeInTheDocument();
  });

  it('asks whether Inter missed the first paint once the app has started and the browser is idle, at the latest as the overlay starts to fade', () => {
    jest.mocked(swapInLateFont).mockClear();
    jest.useFakeTimers({ now: 0 });
    jest.advanceTimersByTime(300);
    const idle = jest.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    const overlay = document.createElement('div');
    overlay.id = 'preloader';
    document.body.append(overlay);
    try {
      const { unmount } = render(<Preloader />);
      expect(swapInLateFont).not.toHaveBeenCalled();
      // The fade starts 0.9 s in (preloader.css): 0.6 s from now.
      expect(idle).toHaveBeenCalledTimes(1);
      expect(idle.mock.calls[0][1]).toEqual({ timeout: 600 });
      act(() => idle.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 10 }));
      expect(swapInLateFont).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(1200));
      unmount();
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });
});
