import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import ShopPage from './shop-page';
import type { ProductsRequest } from '../api/get-products';
import { SEARCH_DEBOUNCE_MS, shopMessages } from '../shop-filter-schema';
import { storageKeys } from '../../../lib/storage-keys';
import { FarObserver, withFarObserver } from '../../../test/far-observer';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderRoutes, sampleUser, signInAs } from '../../../test/render';
import { productsRoute, sampleProduct } from '../../../test/shop.fixture';

jest.setTimeout(15_000);

function RedeemProbe() {
  const location = useLocation();
  const title = (location.state as { product?: { title?: string } } | null)?.product?.title;
  return <p>Redeeming {title}</p>;
}

function renderShop(route: Responder = productsRoute()) {
  const fetchMock = mockFetch({ '/api/get_products': route });
  const utils = renderRoutes(
    [
      { path: '/shop', element: <ShopPage /> },
      { path: '/coupon-redeem', element: <RedeemProbe /> },
    ],
    ['/shop'],
  );
  const requests = () =>
    fetchMock
      .calls()
      .filter((call) => call.url === '/api/get_products')
      .map((call) => call.body as ProductsRequest);
  const lastRequest = () => requests()[requests().length - 1];
  return { ...utils, fetchMock, requests, lastRequest, user: userEvent.setup() };
}

const manyProducts = Array.from({ length: 28 }, (_, index) =>
  sampleProduct({ product_id: index + 1, title: `Voucher ${index + 1}` }),
);

describe('ShopPage', () => {
  it('asks for the first 28 vouchers, newest first, and shows them as cards', async () => {
    const { lastRequest } = renderShop(
      productsRoute({
        products: [
          sampleProduct(),
          sampleProduct({ product_id: 2, title: 'Swiggy Food Voucher', quantity: 0 }),
        ],
      }),
    );

    const card = (await screen.findByRole('link', { name: 'Amazon Pay Gift Card' })).closest(
      'article',
    ) as HTMLElement;
    expect(lastRequest()).toEqual({ page: 1, limit: 28, filter_data: { sortby: 'newest' } });
    expect(
      within(card).getByText('Amazon Pay Gift Card e-voucher, delivered instantly'),
    ).toBeInTheDocument();
    expect(within(card).getByText('300 coins')).toBeInTheDocument();
    expect(within(card).queryByText(shopMessages.notAvailable)).not.toBeInTheDocument();

    const soldOut = screen
      .getByRole('link', { name: 'Swiggy Food Voucher' })
      .closest('article') as HTMLElement;
    expect(within(soldOut).getByText('NOT AVAILABLE')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Food' })).not.toBeChecked();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('opens on Affordable first for a signed-in player, each card saying whether their coins cover it', async () => {
    signInAs({ ...sampleUser, coin_balance: 400 });
    const { lastRequest } = renderShop(
      productsRoute({
        products: [
          sampleProduct({ product_id: 1, title: 'Within Reach', price: 400 }),
          sampleProduct({ product_id: 2, title: 'Just Above', price: 1490 }),
          sampleProduct({ product_id: 3, title: 'Gone', price: 100, quantity: 0 }),
        ],
      }),
    );
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    expect(
      within(await card('Within Reach')).getByText('You have enough coins'),
    ).toBeInTheDocument();
    expect(within(await card('Just Above')).getByText('1,090 more coins')).toBeInTheDocument();
    // A sold-out card says only that.
    expect(
      within(await card('Gone')).queryByText(/more coins|enough coins/),
    ).not.toBeInTheDocument();
    expect(lastRequest()).toEqual({ page: 1, limit: 28, filter_data: { sortby: 'affordable' } });
    expect(screen.getByLabelText('Sort by')).toHaveValue('affordable');
  });

  it('lets a visitor pick Affordable first too; their cards name no balance', async () => {
    const { lastRequest, user } = renderShop();
    await screen.findByRole('link', { name: 'Amazon Pay Gift Card' });
    expect(screen.queryByText(/more coins|enough coins/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Affordable first');
    await waitFor(() =>
      expect(lastRequest()).toEqual({ page: 1, limit: 28, filter_data: { sortby: 'affordable' } }),
    );
  });

  describe('with the cards below the first screen far off', () => {
    withFarObserver();
    const held = () => document.querySelectorAll('.shop__grid > li.shop__held');

    it('renders the first 4 cards and holds the others in place, sized and hidden, until the player nears them', async () => {
      renderShop(productsRoute({ products: manyProducts, total_count: 100 }));
      await screen.findByRole('link', { name: 'Voucher 1' });
      expect(screen.getAllByRole('article')).toHaveLength(4);
      expect(held()).toHaveLength(24);
      for (const slot of held()) expect(slot).toHaveAttribute('aria-hidden', 'true');
      // The count speaks for the whole page.
      expect(screen.getByText('Showing 1–28 of 100')).toBeInTheDocument();

      act(() => FarObserver.reveal());
      expect(screen.getAllByRole('article')).toHaveLength(28);
      expect(screen.getByRole('link', { name: 'Voucher 28' })).toBeInTheDocument();
      expect(held()).toHaveLength(0);
    });

    it('holds nothing back once the player filters or turns the page', async () => {
      const { user } = renderShop(productsRoute({ products: manyProducts, total_count: 100 }));
      await screen.findByRole('link', { name: 'Voucher 1' });
      expect(held()).toHaveLength(24);
      await user.selectOptions(screen.getByLabelText('Sort by'), 'price_low_high');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(28));
      expect(held()).toHaveLength(0);
    });
  });

  it('goes back to page 1 when a category, the sort order or the search changes', async () => {
    const { user, lastRequest } = renderShop(
      productsRoute({ products: manyProducts, total_count: 100 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest().page).toBe(2));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });

    await user.click(screen.getByRole('checkbox', { name: 'Food' }));
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        page: 1,
        limit: 28,
        filter_data: { sortby: 'newest', catagory_fliter: ['Food'] },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Last' }));
    await waitFor(() => expect(lastRequest().page).toBe(4));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: High to Low');
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({
        page: 1,
        filter_data: { sortby: 'price_high_low', catagory_fliter: ['Food'] },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest().page).toBe(2));
    await user.type(screen.getByLabelText('Search vouchers'), 'pizza');
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ page: 1, filter_data: { search: 'pizza' } }),
    );
  });

  it('searches only from 3 characters, and again when the box is emptied', async () => {
    const { user, requests, lastRequest } = renderShop();
    await screen.findByRole('link', { name: 'Amazon Pay Gift Card' });
    const box = screen.getByLabelText('Search vouchers');

    await user.type(box, 'am');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200)));
    expect(requests()).toHaveLength(1);

    await user.type(box, 'a');
    await waitFor(() => expect(lastRequest().filter_data.search).toBe('ama'));
    expect(requests()).toHaveLength(2);

    await user.clear(box);
    await waitFor(() => expect(requests()).toHaveLength(3));
    expect(lastRequest().filter_data).toEqual({ sortby: 'newest' });
  });

  it('keeps the two price sliders at least 20 apart and filters on the chosen range', async () => {
    const { lastRequest } = renderShop();
    const min = await screen.findByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('step', '10');
    expect(min).toHaveValue('100');
    expect(max).toHaveValue('2000');

    fireEvent.change(max, { target: { value: '600' } });
    fireEvent.change(min, { target: { value: '590' } });

    expect(min).toHaveValue('580');
    expect(max).toHaveValue('600');
    expect(screen.getByText('580 – 600 coins')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        page: 1,
        limit: 28,
        filter_data: { sortby: 'newest', min_price: 580, max_price: 600 },
      }),
    );
  });

  it("shows 'No data found..!' and 'No Category found' for an empty catalog", async () => {
    renderShop(productsRoute({ products: [], categories: [], min_price: 0, max_price: 0 }));
    expect(await screen.findByText('No data found..!')).toBeInTheDocument();
    expect(screen.getByText('No Category found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shop pages' })).not.toBeInTheDocument();
  });

  it('shows skeleton cards while loading, then an error with a retry that works', async () => {
    let failing = true;
    const ok = productsRoute();
    const { user } = renderShop((request) =>
      failing
        ? { status: 500, body: { status: 'E', message: 'Database unavailable' } }
        : ok(request),
    );
    expect(screen.getByRole('list', { name: 'Loading vouchers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    expect(
      await screen.findByText('We could not load the vouchers right now.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Amazon Pay Gift Card' })).toBeInTheDocument();
  });

  it('keeps page and filter in local storage, restores them, and clears them on unload', async () => {
    const first = renderShop(productsRoute({ products: manyProducts, total_count: 60 }));
    await first.user.click(await screen.findByRole('checkbox', { name: 'Gaming' }));
    await first.user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.shopPage)).toBe('2'));
    expect(JSON.parse(localStorage.getItem(storageKeys.shopFilter) ?? '{}')).toMatchObject({
      categories: ['Gaming'],
    });
    first.unmount();

    // Back on the shop later in the same visit: the same page and filter are asked for.
    const second = renderShop(productsRoute({ products: manyProducts, total_count: 60 }));
    await waitFor(() =>
      expect(second.lastRequest()).toEqual({
        page: 2,
        limit: 28,
        filter_data: { sortby: 'newest', catagory_fliter: ['Gaming'] },
      }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Gaming' })).toBeChecked();

    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(storageKeys.shopPage)).toBeNull();
    expect(localStorage.getItem(storageKeys.shopFilter)).toBeNull();
  });

  it('opens the voucher at /coupon-redeem with the product in navigation state', async () => {
    const { user, router } = renderShop();
    await user.click(await screen.findByRole('link', { name: 'Amazon Pay Gift Card' }));
    expect(await screen.findByText('Redeeming Amazon Pay Gift Card')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coupon-redeem');
  });
});
