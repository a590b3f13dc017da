import { screen } from '@testing-library/react';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import { dailyBonusRoute } from '../../../test/rewards.fixture';
import CookiePolicyPage from './cookie-policy-page';
import { LEGAL_LAST_UPDATED } from './legal-document';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';

const textOf = () => document.querySelector('main, body')?.textContent ?? '';

describe('CookiePolicyPage', () => {
  it('names every storage key the client uses, why and for how long', () => {
    renderWithRouter(<CookiePolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    const text = textOf();
    for (const key of Object.values(storageKeys)) expect(text).toContain(key);
    expect(screen.getAllByText('Why:')).toHaveLength(screen.getAllByText('How long:').length);
    expect(screen.getAllByText('Why:').length).toBeGreaterThanOrEqual(9);
  });

  it('says how to refuse them and what refusing costs', () => {
    renderWithRouter(<CookiePolicyPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: /How to refuse or remove them/ }),
    ).toBeInTheDocument();
    expect(textOf()).toContain('Signing out removes');
    expect(textOf()).toContain('cannot stay signed in');
  });

  it('is as complete a document as the privacy policy', () => {
    const { unmount } = renderWithRouter(<PrivacyPolicyPage />);
    const privacy = textOf().length;
    unmount();
    renderWithRouter(<CookiePolicyPage />);
    expect(textOf().length).toBeGreaterThanOrEqual(privacy * 0.9);
  });
});

describe('the legal pages', () => {
  it('say the same last-updated date, from one source', () => {
    // The terms state the daily bonus's amounts from the API.
    mockFetch({ '/api/daily_bonus': dailyBonusRoute });
    const dates = [CookiePolicyPage, PrivacyPolicyPage, TermsPage].map((Page) => {
      const { unmount } = renderWithRouter(<Page />);
      const line = screen.getByText(/^Last updated:/).textContent;
      unmount();
      return line;
    });
    expect(dates).toEqual(Array(3).fill(`Last updated: ${LEGAL_LAST_UPDATED}`));
  });
});
