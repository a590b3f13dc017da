import { screen } from '@testing-library/react';
import MessagePage, { messages } from './message-page';
import { renderRoutes } from '../../../test/render';

function renderMessage(state?: unknown) {
  return renderRoutes(
    [
      { path: '/message', element: <MessagePage /> },
      { path: '/', element: <p>home</p> },
    ],
    [{ pathname: '/message', state } as unknown as string],
  );
}

describe('MessagePage', () => {
  it.each([
    [1, 'Sign-up successful', 'Go to Login', '/login'],
    [2, 'Verification successful', 'Click to Login', '/login'],
    [3, 'Subscribed to the newsletter', 'Go to Home', '/'],
    [4, 'Unsubscribed', 'Go to Home', '/'],
  ])('shows message %s with its link', (id, title, link, href) => {
    renderMessage({ message_id: id });
    // The page's heading says it once, not again inside the card.
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: title })).toHaveLength(1);
    expect(screen.getByText(messages[id].text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('mentions the verification email after sign-up', () => {
    renderMessage({ message_id: 1 });
    expect(screen.getByText(/verification link to your email/)).toBeInTheDocument();
  });

  it('sends a visit without a message id home', () => {
    const { router } = renderMessage(undefined);
    expect(router.state.location.pathname).toBe('/');
  });
});
