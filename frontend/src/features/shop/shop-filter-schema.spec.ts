import {
  emptyShopFilter,
  moveRangeThumb,
  nextSearch,
  normalisePrice,
  PRICE_GAP,
  toFilterData,
} from './shop-filter-schema';
import { denominationOptions, formatFaceValue, redeemBlocker } from './redeem-rules';
import { sampleProduct } from '../../test/shop.fixture';
import { sampleUser } from '../../test/render';

const bounds = { min: 100, max: 2000 };

describe('moveRangeThumb', () => {
  it.each([
    ['moves the minimum freely below the maximum', 'min', 500, { min: 500, max: 2000 }],
    ['stops the minimum 20 below the maximum', 'min', 1995, { min: 1980, max: 2000 }],
    ['keeps the minimum inside the bounds', 'min', 40, { min: 100, max: 2000 }],
    ['moves the maximum freely above the minimum', 'max', 900, { min: 100, max: 900 }],
    ['stops the maximum 20 above the minimum', 'max', 100, { min: 100, max: 120 }],
    ['keeps the maximum inside the bounds', 'max', 5000, { min: 100, max: 2000 }],
  ] as const)('%s', (_name, thumb, value, expected) => {
    expect(moveRangeThumb(bounds, thumb, value, bounds)).toEqual(expected);
  });

  it('never lets the thumbs come closer than the gap', () => {
    const range = moveRangeThumb({ min: 600, max: 700 }, 'min', 690, bounds);
    expect(range.max - range.min).toBe(PRICE_GAP);
  });
});

describe('nextSearch', () => {
  it.each([
    ['fires at 3 characters', 'ama', '', 'ama'],
    ['keeps the last search below 3 characters', 'am', 'amazon', 'amazon'],
    ['does not fire for 1 or 2 characters', 'am', '', ''],
    ['fires when emptied', '', 'amazon', ''],
    ['trims spaces before counting', '  am  ', '', ''],
    ['sends the trimmed term', '  food ', '', 'food'],
  ])('%s', (_name, input, applied, expected) => {
    expect(nextSearch(input, applied)).toBe(expected);
  });
});

describe('toFilterData', () => {
  it('sends only the sort order when nothing narrows the catalog', () => {
    expect(toFilterData(emptyShopFilter)).toEqual({ sortby: 'newest' });
  });

  it('sends the price range, categories and search under the API’s names', () => {
    expect(
      toFilterData({
        price: { min: 200, max: 900 },
        categories: ['Food'],
        sortby: 'price_low_high',
        search: 'pizza',
      }),
    ).toEqual({
      min_price: 200,
      max_price: 900,
      catagory_fliter: ['Food'],
      sortby: 'price_low_high',
      search: 'pizza',
    });
  });

  it('treats a range covering the whole catalog as no price filter', () => {
    expect(normalisePrice({ min: 100, max: 2000 }, bounds)).toBeNull();
    expect(normalisePrice({ min: 110, max: 2000 }, bounds)).toEqual({ min: 110, max: 2000 });
  });
});

describe('denominationOptions', () => {
  it('hides value 0 and sorts the rest numerically', () => {
    const product = sampleProduct({
      denominations: [
        { value: 1000, price: 2800, quantity: 1 },
        { value: 0, price: 0, quantity: 9 },
        { value: 50, price: 150, quantity: 1 },
        { value: 250, price: 700, quantity: 1 },
      ],
    });
    expect(denominationOptions(product).map((option) => option.value)).toEqual([50, 250, 1000]);
  });

  it('reads the comma list when the answer has no denomination list', () => {
    const product = sampleProduct({
      denominations: undefined,
      denomination: '500, 0,100,25',
      price: 90,
      quantity: 4,
    });
    expect(denominationOptions(product)).toEqual([
      { value: 25, price: 90, quantity: 4 },
      { value: 100, price: 90, quantity: 4 },
      { value: 500, price: 90, quantity: 4 },
    ]);
  });

  it('formats face values in the voucher’s currency', () => {
    expect(formatFaceValue(500, 'INR')).toBe('₹500');
    expect(formatFaceValue(25, 'USD')).toBe('$25');
    expect(formatFaceValue(1000, 'PLATFORM')).toBe('1,000');
  });
});

describe('redeemBlocker', () => {
  it('asks visitors to log in and players for enough coins', () => {
    expect(redeemBlocker(null, 100)).toBe('login');
    expect(redeemBlocker({ ...sampleUser, coin_balance: 99 }, 100)).toBe('balance');
    expect(redeemBlocker({ ...sampleUser, coin_balance: 100 }, 100)).toBeNull();
  });
});
