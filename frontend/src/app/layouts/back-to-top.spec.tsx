import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './back-to-top';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
};

describe('BackToTop', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows once the page is scrolled past 400 px and scrolls back to the top', () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    act(() => scrollTo(401));
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    act(() => scrollTo(100));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scroll.mockRestore();
  });

  it('shows on a page opened part-way down, from the first frame', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});
