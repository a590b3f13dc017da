import { act, render, screen } from '@testing-library/react';
import { Preloader } from './preloader';

describe('Preloader', () => {
  afterEach(() => jest.useRealTimers());

  it('covers the page for between 1 and 1.2 seconds', () => {
    jest.useFakeTimers();
    render(<Preloader />);

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('preloader')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('preloader')).not.toBeInTheDocument();
  });
});
