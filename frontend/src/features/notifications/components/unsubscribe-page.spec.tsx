import { screen } from '@testing-library/react';
import UnsubscribePage, { PREFERENCES_PATH } from './unsubscribe-page';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';

describe('UnsubscribePage', () => {
  it('unsubscribes with the link’s token on load and shows the server’s message', async () => {
    const fetchMock = mockFetch({
      '/api/unsubscribe_mail': () => ({
        body: {
          status: 'S',
          message: 'You will no longer receive prize emails.',
          type: 'prize',
        },
      }),
    });
    renderWithRouter(<UnsubscribePage />, '/unsubscribe?token=abc.def');

    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing you…');
    expect(await screen.findByText('You will no longer receive prize emails.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email preferences' })).toHaveAttribute(
      'href',
      PREFERENCES_PATH,
    );
    // Once, whatever StrictMode does with effects; without a bearer token (no sign-in needed).
    expect(fetchMock.calls()).toHaveLength(1);
    expect(fetchMock.calls()[0].body).toEqual({ token: 'abc.def' });
    expect(fetchMock.calls()[0].init.headers).not.toHaveProperty('Authorization');
  });

  it('shows the server’s error for a bad token', async () => {
    mockFetch({
      '/api/unsubscribe_mail': () => ({
        status: 400,
        body: { status: 'E', message: 'This unsubscribe link is not valid.' },
      }),
    });
    renderWithRouter(<UnsubscribePage />, '/unsubscribe?token=forged');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.getByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email preferences' })).toHaveAttribute(
      'href',
      '/my-account?tab=settings',
    );
  });

  it('calls nothing for a link without a token', () => {
    const fetchMock = mockFetch({});
    renderWithRouter(<UnsubscribePage />, '/unsubscribe');

    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });
});
