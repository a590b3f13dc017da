import { render, screen } from '@testing-library/react';
import { CoinAmount, formatCoinsCompact } from './coin-amount';

describe('formatCoinsCompact', () => {
  it.each([
    [9_999, '9,999'],
    [25_000, '25K'],
    [1_83_145, '1.8L'],
    [18_25_000, '18.3L'],
    [2_50_00_000, '2.5Cr'],
  ])('shows %i as %s', (value, shown) => {
    expect(formatCoinsCompact(value)).toBe(shown);
  });
});

describe('CoinAmount', () => {
  it('offers a short form for a large balance, with the exact amount in its tooltip and for screen readers', () => {
    render(<CoinAmount value={1_82_645} compact label="coins balance" />);
    const amount = screen.getByTitle('1,82,645 coins balance');
    expect(amount).toHaveAttribute('tabindex', '0');
    expect(amount).toHaveTextContent('1,82,645');
    expect(amount).toHaveTextContent('1.8L');
    expect(screen.getByText('1,82,645 coins balance')).toHaveClass('visually-hidden');
  });

  it('keeps a small balance as it is, and not focusable', () => {
    const { container } = render(<CoinAmount value={950} compact />);
    expect(container.querySelector('.coin-amount__short')).toBeNull();
    expect(container.querySelector('.coin-amount')).not.toHaveAttribute('tabindex');
  });
});
