import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from './faq-page';
import { renderWithRouter } from '../../../test/render';

describe('FaqPage', () => {
  it('renders the five FAQ sections in order under an h1', () => {
    renderWithRouter(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently Asked Questions',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'General',
      'Gameplay and Leaderboards',
      'Platform Coins and Rewards',
      'Technical and Support',
      'Privacy and Security',
    ]);
  });

  it('expands and collapses an answer from its question button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqPage />);
    const question = screen.getByRole('button', { name: 'Can I transfer coins or cash them out?' });
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Coins are non-transferable');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
