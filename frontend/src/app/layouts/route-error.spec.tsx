import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <RouteErrorBoundary />
    </>
  );
}

function Routes() {
  return useRoutes([
    {
      path: '/',
      element: <Shell />,
      children: [
        { path: 'broken', element: <Broken /> },
        { path: 'fine', element: <p>All good</p> },
      ],
    },
  ]);
}

describe('RouteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the caught error; the boundary's output is what is under test.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("shows 'Unexpected Application Error!' with retry and home actions when a page crashes", () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    // The shell around the page stays.
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeInTheDocument();
  });

  it('lets the next page show: the error belongs to the page that threw', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the whole page when the shell itself crashes', () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  });
});
