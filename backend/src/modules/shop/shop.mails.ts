import { MailContent, mailLayout, unsubscribeText } from '../mail';
import type { OrderConfirmation } from './orders.service';

const coins = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'coin' : 'coins'}`;

const CURRENCY_SIGNS: Record<string, string> = { INR: '₹', USD: '$' };

/** A voucher's face value as the brand prints it: ₹500, $25, or the bare number. */
export function faceValueText(value: number, currencyType: string): string {
  return `${CURRENCY_SIGNS[currencyType] ?? ''}${value.toLocaleString('en-US')}`;
}

/** The mail.order_confirmation job's mail: the buyer's code, the one place besides My Orders. */
export function orderConfirmationMail(
  name: string,
  order: OrderConfirmation,
  myOrdersLink: string,
  unsubscribeUrl?: string,
): MailContent {
  const lines = [
    `Hi ${name},`,
    `Thank you for your order! Here is your ${order.title} voucher worth ${faceValueText(order.faceValue, order.currencyType)}.`,
    `Voucher code: ${order.voucherCode}`,
    `Order Id: ${order.orderId}. Coins spent: ${coins(order.price)}. Expires in: ${order.expiresIn || '--'}.`,
    `How to redeem: ${order.howToRedeem}`,
    ...(order.redeemLink ? [`Redeem at: ${order.redeemLink}`] : []),
    'Keep this code to yourself: anyone who has it can spend it. You can see it again in My Orders.',
  ];
  return {
    subject: `Your ${order.title} voucher code`,
    text: `${lines.join('\n\n')}\n\nMy Orders: ${myOrdersLink}\n\nEnjoy your voucher!${unsubscribeText(unsubscribeUrl)}`,
    html: mailLayout(
      'Your voucher code',
      lines,
      { label: 'See My Orders', url: myOrdersLink },
      'Enjoy your voucher!',
      unsubscribeUrl,
    ),
    unsubscribeUrl,
  };
}
