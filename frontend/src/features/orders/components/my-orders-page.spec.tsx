import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyOrdersPage from './my-orders-page';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithRouter, signInAs } from '../../../test/render';
import { sampleOrder } from '../../../test/shop.fixture';

// Distinct URLs per slug, so the fallback after a load error can be told apart (assets are
// one stub file under jest).
jest.mock('../../../components/voucher-art', () => ({
  genericVoucherArt: '/art/generic.svg',
  voucherArt: (slug: string) => `/art/${slug}.svg`,
}));

jest.setTimeout(15_000);

function ordersRoute(orders = [sampleOrder()], total_count = orders.length): Responder {
  return () => ({ body: { status: 'S', data: orders, total_count } });
}

function renderOrders(route: Responder = ordersRoute()) {
  signInAs();
  const fetchMock = mockFetch({ '/api/myorder': route });
  renderWithRouter(<MyOrdersPage />, '/my-orders');
  const pagesAsked = () =>
    fetchMock
      .calls()
      .filter((call) => call.url === '/api/myorder')
      .map((call) => (call.body as { page: number }).page);
  return { fetchMock, pagesAsked, user: userEvent.setup() };
}

describe('MyOrdersPage', () => {
  it('shows each order as a card with its date, expiry, coins, id and status', async () => {
    const { fetchMock } = renderOrders(
      ordersRoute([
        sampleOrder(),
        sampleOrder({
          order_id: 'order-2',
          name: 'Swiggy Food Voucher',
          thumb_img: 'food',
          expiryAndValidity: '',
          price: 1500,
        }),
      ]),
    );

    const card = (await screen.findByRole('heading', { name: 'Amazon Pay Gift Card' })).closest(
      'article',
    ) as HTMLElement;
    expect(fetchMock.calls()[0].body).toEqual({ page: 1 });
    expect(fetchMock.calls()[0].init.headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(within(card).getByText('12/03/2025, 10:05 am')).toBeInTheDocument();
    expect(within(card).getByText('12 months')).toBeInTheDocument();
    expect(within(card).getByText('300 coins')).toBeInTheDocument();
    expect(within(card).getByText('9f1c2d3e-0000-4000-8000-000000000001')).toBeInTheDocument();
    expect(within(card).getByText('Completed')).toBeInTheDocument();

    const second = screen
      .getByRole('heading', { name: 'Swiggy Food Voucher' })
      .closest('article') as HTMLElement;
    expect(within(second).getByText('Expires in').nextSibling).toHaveTextContent('--');
    expect(within(second).getByText('1,500 coins')).toBeInTheDocument();
  });

  it('falls back to the generic voucher image when a thumbnail fails to load', async () => {
    const { fetchMock } = renderOrders();
    await screen.findByRole('heading', { name: 'Amazon Pay Gift Card' });
    expect(fetchMock.calls()).toHaveLength(1);
    const image = document.querySelector('.order-card__thumb') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/art/shopping.svg');

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', '/art/generic.svg');
  });

  it('opens the order details with the voucher code and a copy button', async () => {
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: /^View details/ }));

    const dialog = screen.getByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('AMZN-1234-WXYZ')).toBeInTheDocument();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('AMZN-1234-WXYZ');
    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pages by 5 with first, last, current±1 and ellipses, only between 1 and the last page', async () => {
    const { user, pagesAsked } = renderOrders(ordersRoute([sampleOrder()], 48));
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    // The pager stays in place while the next page loads.

    // The ellipsis is hidden from screen readers, so it is read from the DOM.
    const shown = () => Array.from(pager.querySelectorAll('li'), (item) => item.textContent);
    expect(shown()).toEqual(['1', '2', '…', '10']);
    expect(within(pager).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await user.click(await within(pager).findByRole('button', { name: 'Next' }));
    await within(pager).findByRole('button', { name: 'Page 3', current: 'page' });
    expect(shown()).toEqual(['1', '2', '3', '4', '…', '10']);

    await user.click(within(pager).getByRole('button', { name: 'Last' }));
    await within(pager).findByRole('button', { name: 'Page 10', current: 'page' });
    expect(shown()).toEqual(['1', '…', '9', '10']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Last' })).toBeDisabled();
    await waitFor(() => expect(pagesAsked()).toEqual([1, 2, 3, 10]));
  });

  it("says 'Play Well, Place Your Orders..!' when there are no orders", async () => {
    renderOrders(ordersRoute([], 0));
    expect(await screen.findByText('Play Well, Place Your Orders..!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and an error with a retry', async () => {
    let failing = true;
    const ok = ordersRoute();
    const { user } = renderOrders((request) =>
      failing
        ? { status: 500, body: { status: 'E', message: 'Database unavailable' } }
        : ok(request),
    );
    expect(screen.getByRole('status', { name: 'Loading orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    expect(await screen.findByText('We could not load your orders right now.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Amazon Pay Gift Card' }),
    ).toBeInTheDocument();
  });
});
