import { screen, waitFor } from '@testing-library/react';
import NewsletterPage from './newsletter-page';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';

function renderLink(search: string) {
  return renderRoutes(
    [
      { path: '/newsletter', element: <NewsletterPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    [`/newsletter${search}`],
  );
}

describe('NewsletterPage', () => {
  it('confirms a subscription and goes to /message with id 3', async () => {
    const fetchMock = mockFetch({
      '/api/verify_newsletter': () => ({ body: { status: 'S', message: 'Subscribed' } }),
    });
    const { router } = renderLink('?action=subscribe&email=fan%40example.com&sig=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message'));
    expect(router.state.location.state).toEqual({ message_id: 3 });
    expect(fetchMock.calls()[0].body).toEqual({ email: 'fan@example.com', sig: 'abc' });
  });

  it('says a tampered link did not work (and logs why), instead of a neutral page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      '/api/verify_newsletter': () => ({
        status: 403,
        body: { status: 'E', code: 'LINK_INVALID', message: 'This link is not valid.' },
      }),
    });
    renderLink('?action=subscribe&email=fan%40example.com&sig=forged');
    expect(
      await screen.findByRole('heading', { name: 'This link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('Newsletter link failed', expect.anything());
    logged.mockRestore();
  });
});
