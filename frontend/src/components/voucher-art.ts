import shoppingArt from '../assets/vouchers/shopping.svg';
import fashionArt from '../assets/vouchers/fashion.svg';
import foodArt from '../assets/vouchers/food.svg';
import entertainmentArt from '../assets/vouchers/entertainment.svg';
import musicArt from '../assets/vouchers/music.svg';
import travelArt from '../assets/vouchers/travel.svg';
import gamingArt from '../assets/vouchers/gaming.svg';
import electronicsArt from '../assets/vouchers/electronics.svg';
import mobileRechargeArt from '../assets/vouchers/mobile-recharge.svg';
import genericArt from '../assets/vouchers/generic.svg';

/** Our own voucher thumbnails, one per category slug the API sends as thumb_img. */
const artBySlug = new Map<string, string>([
  ['shopping', shoppingArt],
  ['fashion', fashionArt],
  ['food', foodArt],
  ['entertainment', entertainmentArt],
  ['music', musicArt],
  ['travel', travelArt],
  ['gaming', gamingArt],
  ['electronics', electronicsArt],
  ['mobile-recharge', mobileRechargeArt],
]);

/** Drawn for any slug we have no art for, and when an image fails to load. */
export const genericVoucherArt = genericArt;

export function voucherArt(slug: string | null | undefined): string {
  return artBySlug.get((slug ?? '').trim().toLowerCase()) ?? genericVoucherArt;
}
