import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import TermsPage from './terms-page';

const bonusTable = (coins: number[]) => () => ({
  body: { status: 'S', data: coins.map((amount, index) => ({ day: index + 1, coins: amount })) },
});

describe('TermsPage', () => {
  it('states the daily bonus amounts GET /api/daily_bonus answers, verbatim', async () => {
    mockFetch({ '/api/daily_bonus': bonusTable([10, 15, 20, 25, 30, 40, 50]) });
    renderWithRouter(<TermsPage />);

    expect(
      await screen.findByText(
        /^The daily bonus can be claimed once per day and grows with your streak \(10, 15, 20, 25, 30, 40 and 50 coins from day 7\)\./,
      ),
    ).toBeInTheDocument();
  });

  it('follows the server when the amounts change', async () => {
    mockFetch({ '/api/daily_bonus': bonusTable([5, 8, 60]) });
    renderWithRouter(<TermsPage />);

    expect(
      await screen.findByText(/grows with your streak \(5, 8 and 60 coins from day 3\)\./),
    ).toBeInTheDocument();
  });

  it('names no amount when the API cannot answer', async () => {
    mockFetch({
      '/api/daily_bonus': () => ({ status: 503, body: { status: 'E', message: 'Later' } }),
    });
    renderWithRouter(<TermsPage />);

    const sentence = await screen.findByText(
      /^The daily bonus can be claimed once per day and grows with your streak\. Referral/,
    );
    expect(sentence.textContent).not.toMatch(/\d/);
  });
});
