import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DailyBonusCta } from './daily-bonus-cta';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter, sampleUser, signInAs } from '../../../test/render';

describe('DailyBonusCta (home’s daily bonus slide)', () => {
  it('asks a visitor to sign in to claim', () => {
    renderWithRouter(<DailyBonusCta className="reward-slide__link" />);
    expect(screen.getByRole('link', { name: 'Sign in to claim' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('lets a signed-in player with today’s bonus waiting claim it here, not through /login', async () => {
    signInAs({ ...sampleUser, is_reward_claimed: false });
    mockFetch({});
    renderWithRouter(<DailyBonusCta className="reward-slide__link" />);
    expect(screen.queryByRole('link', { name: 'Sign in to claim' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim today’s bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Daily bonus' })).toBeInTheDocument();
  });

  it('tells a player who claimed today when the next one comes', () => {
    signInAs({ ...sampleUser, is_reward_claimed: true });
    renderWithRouter(<DailyBonusCta className="reward-slide__link" />);
    expect(screen.getByText('Claimed today · back tomorrow')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
