import type { User } from '../../lib/auth-store';
import type { CurrencyType, Denomination, Product } from './api/get-products';
import { formatIndianNumber, formatWesternNumber } from '../../lib/number-format';

/** SPEC §5 and §8, verbatim (only 'avaialble' spelt right). */
export const redeemMessages = {
  loginRequired: 'Please login..!',
  notEnoughCoins: 'Enough balance is needed to redeem the voucher.',
  noDenomination: 'No Denomination will available',
  notAvailable: 'NOT AVAILABLE',
  /** A /coupon-redeem address naming a voucher the shop no longer has. */
  voucherGone: 'This voucher is no longer in the shop.',
  /** A failure without a server message (the request never got an answer). */
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * The denominations a player can pick: value 0 hidden, the rest in numeric order (SPEC §5). The
 * API's list carries each value's price and stock; without it, the comma list shares the
 * product's price and stock.
 */
export function denominationOptions(product: Product): Denomination[] {
  const listed = Array.isArray(product.denominations) && product.denominations.length > 0;
  const all: Denomination[] = listed
    ? (product.denominations ?? [])
    : String(product.denomination ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => ({
          value: Number(part),
          price: product.price,
          quantity: product.quantity,
        }));
  const byValue = new Map<number, Denomination>();
  for (const option of all) {
    if (Number.isFinite(option.value) && option.value !== 0 && !byValue.has(option.value)) {
      byValue.set(option.value, option);
    }
  }
  return [...byValue.values()].sort((a, b) => a.value - b.value);
}

/** The option selected first: the lowest value in stock, else the lowest. */
export function defaultDenomination(options: Denomination[]): Denomination | undefined {
  return options.find((option) => option.quantity > 0) ?? options[0];
}

/** A face value in the voucher's currency: ₹500, $25, or a plain 500 for platform vouchers. */
export function formatFaceValue(value: number, currency: CurrencyType): string {
  switch (String(currency).toUpperCase()) {
    case 'INR':
      return `₹${formatIndianNumber(value)}`;
    case 'USD':
      return `$${formatWesternNumber(value)}`;
    default:
      return formatIndianNumber(value);
  }
}

export type RedeemBlocker = 'login' | 'balance' | null;

/** SPEC §5: redeeming needs a signed-in player holding at least the price in coins. */
export function redeemBlocker(user: User | null, price: number): RedeemBlocker {
  if (!user?.user_id) return 'login';
  return (Number(user.coin_balance) || 0) < price ? 'balance' : null;
}

/** A voucher's own address: the spec's route, the product in its query. */
export function redeemPath(productId: number): string {
  return `/coupon-redeem?product=${productId}`;
}

/** The product id of a /coupon-redeem address, or null when it names none. */
export function readProductId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
