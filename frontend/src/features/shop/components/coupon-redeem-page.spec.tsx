import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import CouponRedeemPage from './coupon-redeem-page';
import { readProductId, redeemPath } from '../redeem-rules';
import type { Product } from '../api/get-products';
import { Navbar } from '../../../app/layouts/navbar';
import { authStore } from '../../../lib/auth-store';
import { mockFetch, networkFailure, type Responder } from '../../../test/mock-fetch';
import { renderRoutes, sampleUser, signInAs } from '../../../test/render';
import { sampleProduct } from '../../../test/shop.fixture';

jest.setTimeout(15_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const voucher = sampleProduct({
  currency_type: 'PLATFORM',
  denominations: [
    { value: 500, price: 1400, quantity: 3 },
    { value: 0, price: 0, quantity: 5 },
    { value: 100, price: 300, quantity: 5 },
    { value: 250, price: 700, quantity: 0 },
  ],
});

const redeemed: Responder = () => ({
  body: {
    status: 'S',
    message: 'Voucher redeemed successfully!',
    voucher_code: 'AMZN-1234-WXYZ',
    order_id: 'order-77',
    price: 300,
    coin_balance: 950,
  },
});

const DAY = 86_400_000;
function listed(overrides: Record<string, unknown>) {
  return {
    game_id: 1,
    event_id: 20,
    event_title: 'Tournament',
    tournament_date: new Date(Date.now() + DAY).toISOString(),
    tournament_status: 'upcoming',
    tournament_duration: '2h',
    prize_pool: 5000,
    registered_participants: 3,
    max_participants: 64,
    remaining_seconds: 86_400,
    end_time: new Date(Date.now() + 2 * DAY).toISOString(),
    is_registered: false,
    ...overrides,
  };
}

/** Home's tournament list: three open, one full, one completed. */
const openTournaments: Responder = () => ({
  body: {
    status: 'S',
    data: [
      listed({
        event_id: 22,
        event_title: 'Full Clash',
        registered_participants: 64,
        max_participants: 64,
      }),
      listed({ event_id: 23, game_id: 4, event_title: 'Sunday Noughts' }),
      listed({
        event_id: 24,
        event_title: 'Done Cup',
        tournament_status: 'completed',
        end_time: new Date(Date.now() - DAY).toISOString(),
      }),
      listed({
        event_id: 21,
        event_title: 'Live Blitz Cup',
        tournament_status: 'live',
        tournament_date: new Date(Date.now() - DAY / 24).toISOString(),
      }),
      listed({
        event_id: 25,
        event_title: 'Later Cup',
        tournament_date: new Date(Date.now() + 3 * DAY).toISOString(),
      }),
    ],
  },
});

function renderRedeem(product: Product = voucher, routes: Record<string, Responder> = {}) {
  const fetchMock = mockFetch({
    '/api/get_user_data': () => ({
      body: { status: 'S', data: { ...sampleUser, coin_balance: 950 } },
    }),
    ...routes,
  });
  const utils = renderRoutes(
    [
      {
        path: '/coupon-redeem',
        element: (
          <>
            <Navbar />
            <CouponRedeemPage />
            <ToastContainer />
          </>
        ),
      },
      // Where a visitor's Redeem leads; its toasts show there (the app's container is in its root layout).
      {
        path: '/login',
        element: (
          <>
            <p>login page</p>
            <ToastContainer />
          </>
        ),
      },
    ],
    [{ pathname: '/coupon-redeem', state: { product } }],
  );
  const purchases = () => fetchMock.calls().filter((call) => call.url === '/api/purchase');
  const keyOf = (index: number) =>
    (purchases()[index].init.headers as Record<string, string>)['Idempotency-Key'];
  return { ...utils, fetchMock, purchases, keyOf, user: userEvent.setup() };
}

describe('CouponRedeemPage', () => {
  it('lists the denominations without 0 in numeric order, with price, expiry and details', async () => {
    const { user } = renderRedeem();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Amazon Pay Gift Card' }),
    ).toBeInTheDocument();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['100', '250', '500']);
    expect(screen.getByRole('radio', { name: '100' })).toBeChecked();
    const facts = screen.getByText('Price').closest('dl') as HTMLElement;
    expect(within(facts).getByText('300 coins')).toBeInTheDocument();
    expect(within(facts).getByText('12 months')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '500' }));
    expect(within(facts).getByText('1,400 coins')).toBeInTheDocument();

    for (const title of ['Coupon Details', 'How to Redeem', 'Terms & Conditions']) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'How to Redeem' }));
    expect(screen.getByRole('region', { name: 'How to Redeem' })).toHaveTextContent(
      '1. Copy the code. 2. Apply it at checkout.',
    );
  });

  it('shows NOT AVAILABLE for a sold-out denomination and for a sold-out voucher', async () => {
    const { user, unmount } = renderRedeem();
    await user.click(screen.getByRole('radio', { name: /^250/ }));
    expect(screen.getByRole('button', { name: 'NOT AVAILABLE' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '100' }));
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    unmount();

    renderRedeem(sampleProduct({ quantity: 0 }));
    expect(screen.getByRole('button', { name: 'NOT AVAILABLE' })).toBeDisabled();
  });

  it("says 'No Denomination will available' when only the hidden 0 is listed", () => {
    renderRedeem(
      sampleProduct({ denomination: '0', denominations: [{ value: 0, price: 0, quantity: 3 }] }),
    );
    expect(screen.getByText('No Denomination will available')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NOT AVAILABLE' })).toBeDisabled();
  });

  it("asks a visitor to log in ('Please login..!') and takes them there, to come back to this voucher", async () => {
    const { user, purchases, router } = renderRedeem();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please login..!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(purchases()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/coupon-redeem', search: '', state: { product: voucher } },
    });
  });

  it('checks the balance before the dialog, and the refusal says what is missing and where to earn it', async () => {
    const poor = { ...sampleUser, coin_balance: 120, is_reward_claimed: false };
    signInAs(poor);
    const { user, purchases } = renderRedeem(voucher, {
      '/api/tournament_list': openTournaments,
      '/api/get_user_data': () => ({ body: { status: 'S', data: poor } }),
    });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const refusal = await screen.findByRole('dialog', { name: 'Not enough coins' });
    // SPEC's words, verbatim, in the dialog (and as a toast).
    expect(
      within(refusal).getByText('Enough balance is needed to redeem the voucher.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm redemption' })).not.toBeInTheDocument();
    expect(purchases()).toHaveLength(0);
    // 300 coins, 120 held: 180 missing.
    expect(refusal).toHaveTextContent('You need 180 more coins.');
    // The next three tournaments the player can enter: live first, then the soonest; not the
    // full one, nor the completed one.
    const links = await within(refusal).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Live Blitz Cup/), '/tournaments/1/21'],
      [expect.stringMatching(/^Sunday Noughts/), '/tournaments/4/23'],
      [expect.stringMatching(/^Later Cup/), '/tournaments/1/25'],
      [expect.stringMatching(/^Refer & Earn/), '/refer-earn'],
    ]);
    expect(within(refusal).getByRole('button', { name: /daily bonus/ })).toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a server refusal for too few coins opens the same refusal, without a daily bonus already claimed', async () => {
    signInAs();
    const { user } = renderRedeem(voucher, {
      '/api/tournament_list': () => ({ body: { status: 'S', data: [] } }),
      '/api/purchase': () => ({
        status: 409,
        body: {
          status: 'E',
          message: 'Enough balance is needed to redeem the voucher.',
          code: 'INSUFFICIENT_BALANCE',
        },
      }),
      '/api/get_user_data': () => ({
        body: { status: 'S', data: { ...sampleUser, coin_balance: 250 } },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm redemption' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const refusal = await screen.findByRole('dialog', { name: 'Not enough coins' });
    // The player is reloaded: the real balance (250) says 50 are missing.
    await waitFor(() => expect(refusal).toHaveTextContent('You need 50 more coins.'));
    expect(within(refusal).queryByRole('button', { name: /daily bonus/ })).not.toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: /Refer & Earn/ })).toHaveAttribute(
      'href',
      '/refer-earn',
    );
  });

  it('redeems after the confirm, shows the code with a copy button and lowers the balance', async () => {
    signInAs();
    const { user, purchases, keyOf } = renderRedeem(voucher, { '/api/purchase': redeemed });
    // The navbar's balance (the page shell's header is a banner too outside <main>).
    expect(screen.getByText('1,250 coins balance')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm redemption' });
    expect(confirm).toHaveTextContent(/Redeem Amazon Pay Gift Card worth 100 for .*300 coins\?/);
    expect(within(confirm).getByText('950 coins')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const popup = await screen.findByRole('dialog', { name: 'Voucher redeemed' });
    expect(within(popup).getByText('Voucher redeemed successfully!')).toBeInTheDocument();
    expect(within(popup).getByText('AMZN-1234-WXYZ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm redemption' })).not.toBeInTheDocument();

    expect(purchases()).toHaveLength(1);
    expect(purchases()[0].body).toEqual({ product_id: 1, value: 100, coupon_type: 'code' });
    expect(keyOf(0)).toMatch(UUID);
    expect(purchases()[0].init.headers).toMatchObject({ Authorization: 'Bearer test-token' });

    // The navbar balance drops by the price at once.
    expect(authStore.getState().user?.coin_balance).toBe(950);
    expect(screen.getByText('950 coins balance')).toBeInTheDocument();

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(popup).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('AMZN-1234-WXYZ');
    expect(await within(popup).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('shows the balance the purchase answered, which counts coins that arrived meanwhile', async () => {
    signInAs(); // 1250 coins as loaded
    // A prize of 100 landed since: the server answers 1250 + 100 - 300.
    const { user } = renderRedeem(voucher, {
      '/api/purchase': () => ({
        body: {
          status: 'S',
          message: 'Voucher redeemed successfully!',
          voucher_code: 'AMZN-1234-WXYZ',
          order_id: 'order-78',
          price: 300,
          coin_balance: 1050,
        },
      }),
      '/api/get_user_data': () => new Promise(() => undefined),
    });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm redemption' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Voucher redeemed' });
    expect(authStore.getState().user?.coin_balance).toBe(1050);
  });

  it('sends the same Idempotency-Key when a confirm is retried, and a new one per dialog', async () => {
    signInAs();
    let calls = 0;
    const { user, purchases, keyOf } = renderRedeem(voucher, {
      '/api/purchase': (request) => {
        calls += 1;
        return calls === 1 ? networkFailure() : redeemed(request);
      },
    });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm redemption' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(confirm).findByText('Network error. Please check your connection.'),
    ).toBeInTheDocument();
    // Nothing was bought as far as the client knows: the balance stays.
    expect(authStore.getState().user?.coin_balance).toBe(1250);

    await user.click(within(confirm).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Voucher redeemed' });
    expect(purchases()).toHaveLength(2);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(authStore.getState().user?.coin_balance).toBe(950);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm redemption' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByRole('dialog', { name: 'Voucher redeemed' });
    expect(purchases()).toHaveLength(3);
    expect(keyOf(2)).toMatch(UUID);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('shows the server message in the dialog and as a toast, then NOT AVAILABLE when sold out', async () => {
    signInAs();
    const { user } = renderRedeem(voucher, {
      '/api/purchase': () => ({
        status: 409,
        body: { status: 'E', message: 'This voucher is sold out.', code: 'SOLD_OUT' },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm redemption' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await within(confirm).findByText('This voucher is sold out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('This voucher is sold out.')).toHaveLength(2));
    expect(within(confirm).getByRole('button', { name: 'NOT AVAILABLE' })).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NOT AVAILABLE' })).toBeDisabled();
    expect(authStore.getState().user?.coin_balance).toBe(1250);
  });
});

describe('a voucher at its own address (/coupon-redeem?product=…)', () => {
  const openAt = (
    entry: { pathname: string; search?: string; state?: unknown },
    answer: Responder,
  ) => {
    const fetchMock = mockFetch({ [`/api/products/${voucher.product_id}`]: answer });
    const utils = renderRoutes(
      [
        { path: '/coupon-redeem', element: <CouponRedeemPage /> },
        { path: '/', element: <p>home page</p> },
        { path: '/shop', element: <p>shop page</p> },
      ],
      [entry],
    );
    return { ...utils, fetchMock };
  };

  it('a card links to the address that names its voucher', () => {
    expect(redeemPath(voucher.product_id)).toBe(`/coupon-redeem?product=${voucher.product_id}`);
  });

  it('reads a product id only when it is a whole number an id can be', () => {
    expect(readProductId('7')).toBe(7);
    expect(readProductId('2147483647')).toBe(2_147_483_647);
    for (const bad of [null, '', '0', '-1', '07', '1.5', '1e3', 'abc', '2147483648', '99999999999'])
      expect(readProductId(bad)).toBeNull();
  });

  it('a reload or a shared link, without the shop’s state, reads the voucher from the API', async () => {
    const { fetchMock } = openAt(
      { pathname: '/coupon-redeem', search: `?product=${voucher.product_id}` },
      () => ({ body: { status: 'S', product: voucher } }),
    );
    expect(screen.getByLabelText('Loading the voucher')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: voucher.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(fetchMock.calls().map((call) => call.url)).toEqual([
      `/api/products/${voucher.product_id}`,
    ]);
  });

  it('the shop’s state shows its voucher at once, without asking the API', async () => {
    const { fetchMock } = openAt(
      {
        pathname: '/coupon-redeem',
        search: `?product=${voucher.product_id}`,
        state: { product: voucher },
      },
      () => ({ body: { status: 'S', product: voucher } }),
    );
    expect(screen.getByRole('heading', { name: voucher.title })).toBeInTheDocument();
    expect(fetchMock.calls()).toEqual([]);
  });

  it('a voucher the shop no longer has says so, with the way back to the shop', async () => {
    openAt({ pathname: '/coupon-redeem', search: `?product=${voucher.product_id}` }, () => ({
      status: 404,
      body: { status: 'E', message: `Product ${voucher.product_id} not found.` },
    }));
    expect(await screen.findByText('This voucher is no longer in the shop.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('a failure to load offers Retry', async () => {
    let up = false;
    const user = userEvent.setup();
    openAt({ pathname: '/coupon-redeem', search: `?product=${voucher.product_id}` }, () =>
      up ? { body: { status: 'S', product: voucher } } : networkFailure(),
    );
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText('We could not load this voucher right now.')).toBeInTheDocument();
    up = true;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: voucher.title })).toBeInTheDocument();
  });

  it('an address naming no voucher, without state, goes home (SPEC §2)', async () => {
    openAt({ pathname: '/coupon-redeem', search: '?product=abc' }, () => ({ status: 500 }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
