import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmblaCarousel from 'embla-carousel';
import { Carousel } from './carousel';

jest.mock('embla-carousel', () => ({ __esModule: true, default: jest.fn() }));

/** A stand-in for embla's API: at the first slide of three. */
interface FakeEmbla {
  canScrollPrev: jest.Mock<boolean>;
  canScrollNext: jest.Mock<boolean>;
  scrollNext: jest.Mock;
  scrollPrev: jest.Mock;
  destroy: jest.Mock;
  on: jest.Mock<FakeEmbla>;
  off: jest.Mock<FakeEmbla>;
}

function fakeEmbla(): FakeEmbla {
  const api: FakeEmbla = {
    canScrollPrev: jest.fn(() => false),
    canScrollNext: jest.fn(() => true),
    scrollNext: jest.fn(),
    scrollPrev: jest.fn(),
    destroy: jest.fn(),
    on: jest.fn(() => api),
    off: jest.fn(() => api),
  };
  jest.mocked(EmblaCarousel).mockReturnValue(api as unknown as ReturnType<typeof EmblaCarousel>);
  return api;
}

const slides = ['Chess', 'Racing', 'Cards'].map((name) => <p key={name}>{name}</p>);

describe('Carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.mocked(EmblaCarousel).mockReset();
    document.getElementById('preloader')?.remove();
  });

  it('shows its slides at once, and starts embla only once the page shows and the browser is idle', async () => {
    jest.useFakeTimers();
    const api = fakeEmbla();
    // The preloader still covers the page.
    const overlay = document.createElement('div');
    overlay.id = 'preloader';
    document.body.append(overlay);
    render(<Carousel label="Games" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByText('Cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous: Games' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next: Games' })).toBeEnabled();

    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(EmblaCarousel).not.toHaveBeenCalled();

    act(() => overlay.remove());
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(EmblaCarousel).toHaveBeenCalledTimes(1));
    const viewport = jest.mocked(EmblaCarousel).mock.calls[0][0];
    expect(viewport).toHaveClass('carousel__viewport');
    expect(api.on).toHaveBeenCalledWith('select', expect.any(Function));
    expect(api.scrollNext).not.toHaveBeenCalled();
  });

  it('a press of Next before embla started starts it, then moves on one slide', async () => {
    const api = fakeEmbla();
    const overlay = document.createElement('div');
    overlay.id = 'preloader';
    document.body.append(overlay);
    render(<Carousel label="Games" slides={slides} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next: Games' }));
    await waitFor(() => expect(api.scrollNext).toHaveBeenCalledTimes(1));
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);

    // Started, a press moves it at once.
    await userEvent.click(screen.getByRole('button', { name: 'Next: Games' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
  });

  it('stops embla when it leaves the page', async () => {
    const api = fakeEmbla();
    const { unmount } = render(<Carousel label="Games" slides={slides} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(api.scrollNext).toHaveBeenCalledTimes(1));
    unmount();
    expect(api.destroy).toHaveBeenCalledTimes(1);
  });
});
