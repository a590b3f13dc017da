import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify/unstyled';
import NewsletterForm from './newsletter-form';
import { mockFetch, networkFailure } from '../../../test/mock-fetch';
import { sampleUser, signInAs, testQueryClient } from '../../../test/render';

function renderForm() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <NewsletterForm />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('Email address') };
}

describe('NewsletterForm', () => {
  it("rejects an address that does not look like an email with 'Enter valid Email Id'", async () => {
    const fetchMock = mockFetch({});
    const { user, input } = renderForm();

    await user.type(input, 'player.example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter valid Email Id');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });

  it('subscribes with the email and the signed-in name, then confirms with a toast', async () => {
    signInAs({ ...sampleUser, name: 'Priya' });
    const fetchMock = mockFetch({
      '/api/subscribe_newsletter': () => ({
        body: {
          status: 'S',
          message: 'Email Successfully Subscribed. Check your inbox to confirm.',
        },
      }),
    });
    const { user, input } = renderForm();

    await user.type(input, 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    // The spec's words, and that the address still waits for its confirmation mail.
    expect(
      await screen.findByText('Email Successfully Subscribed. Check your inbox to confirm.'),
    ).toBeInTheDocument();
    expect(fetchMock.calls()[0].body).toEqual({
      subscribe_mail: 'priya@example.com',
      user_name: 'Priya',
    });
    expect(input).toHaveValue('');
  });

  it('shows the server message when the status is not S', async () => {
    mockFetch({
      '/api/subscribe_newsletter': () => ({
        body: { status: 'E', message: 'Email already subscribed' },
      }),
    });
    const { user, input } = renderForm();

    await user.type(input, 'dup@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Email already subscribed')).toBeInTheDocument();
  });

  it("shows ' ERROR ' when the request fails", async () => {
    mockFetch({ '/api/subscribe_newsletter': networkFailure });
    const { user, input } = renderForm();

    await user.type(input, 'offline@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText((_content, element) => element?.textContent === ' ERROR ', {
        selector: '[role="alert"] *, [role="alert"]',
      }),
    ).toBeInTheDocument();
  });
});
