import { act, render, screen } from '@testing-library/react';
import { Preloader } from './preloader';

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

  it('marks the overlay as soon as the app starts, so the page beneath it grows back (preloader.css)', () => {
    jest.useFakeTimers();
    const overlay = document.createElement('div');
    overlay.id = 'preloader';
    document.body.append(overlay);
    render(<Preloader />);
    expect(overlay.dataset.app).toBe('started');
    expect(overlay.isConnected).toBe(true);
    // Its timer then takes it off, leaving no overlay for the next test to find.
    act(() => jest.advanceTimersByTime(1200));
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
});
