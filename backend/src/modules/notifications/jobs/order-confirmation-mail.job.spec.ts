import { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/env';
import { InboxService } from '../../../events/inbox.service';
import { MailLinks } from '../../mail/mail-links';
import { MailService } from '../../mail/mail.service';
import { OrderConfirmation, OrdersService } from '../../shop/orders.service';
import { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { NotificationsService } from '../notifications.service';
import { OrderConfirmationMailJob } from './order-confirmation-mail.job';

const job = { idempotencyKey: 'mail.order_confirmation-43', payload: { orderId: '43' } };

const ORDER: OrderConfirmation = {
  orderId: '43',
  userId: 'u1',
  title: 'Amazon Pay',
  faceValue: 500,
  currencyType: 'INR',
  price: 230,
  voucherCode: 'AMZN-1234-ABCD',
  expiresIn: '12 months',
  howToRedeem: 'Enter the code at checkout.',
  redeemLink: '',
};

/** A handler whose inbox runs the effects (a first delivery) against the rows given. */
function setup(rows: {
  order: OrderConfirmation | null;
  user: Partial<User> | null;
  wantsMail?: boolean;
}) {
  const manager = {} as EntityManager;
  const findIn = jest.fn(async () => rows.user);
  const runOnce = jest.fn(
    async (_key: string, _name: string, effects: (m: EntityManager) => Promise<void>) => {
      await effects(manager);
      return true;
    },
  );
  const confirmation = jest.fn(async () => rows.order);
  const send = jest.fn().mockResolvedValue(undefined);
  const wantsMailIn = jest.fn(async () => rows.wantsMail ?? true);
  const unsubscribeToken = jest.fn(async () => 'signed.token');
  const handler = new OrderConfirmationMailJob(
    { runOnce } as unknown as InboxService,
    { confirmation } as unknown as OrdersService,
    { findIn } as unknown as UsersService,
    { wantsMailIn, unsubscribeToken } as unknown as NotificationsService,
    { send } as unknown as MailService,
    new MailLinks({ appUrl: 'https://gamehub.test' } as AppConfig),
  );
  return { handler, runOnce, send, confirmation, findIn, wantsMailIn, manager };
}

describe('OrderConfirmationMailJob', () => {
  it('mails the buyer their code, face value, coins and expiry, under the event key', async () => {
    const { handler, runOnce, send, confirmation, findIn, manager } = setup({
      order: ORDER,
      user: { id: 'u1', name: 'Asha', email: 'asha@example.com' },
    });
    await handler.handle(job);
    expect(runOnce).toHaveBeenCalledWith(
      'mail.order_confirmation-43',
      'mail.order_confirmation',
      expect.any(Function),
    );
    // Read inside the inbox transaction, so the mail and the inbox row go together.
    expect(confirmation).toHaveBeenCalledWith(manager, '43');
    expect(findIn).toHaveBeenCalledWith(manager, 'u1');
    expect(send).toHaveBeenCalledTimes(1);
    const mail = send.mock.calls[0][0];
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your Amazon Pay voucher code');
    expect(mail.text).toContain('Hi Asha,');
    expect(mail.text).toContain('Here is your Amazon Pay voucher worth ₹500.');
    expect(mail.text).toContain('Voucher code: AMZN-1234-ABCD');
    expect(mail.text).toContain('Order Id: 43. Coins spent: 230 coins. Expires in: 12 months.');
    expect(mail.text).toContain('How to redeem: Enter the code at checkout.');
    // No redeem link on this voucher: no empty line for it.
    expect(mail.text).not.toContain('Redeem at:');
    expect(mail.text).toContain('My Orders: https://gamehub.test/my-orders');
    expect(mail.html).toContain('AMZN-1234-ABCD');
    expect(mail.html).toContain('href="https://gamehub.test/my-orders"');
    // Each mail a player may turn off carries its signed unsubscribe link, in both parts.
    const unsubscribe = 'https://gamehub.test/unsubscribe?token=signed.token';
    expect(mail.unsubscribeUrl).toBe(unsubscribe);
    expect(mail.text).toContain(`Unsubscribe from these emails: ${unsubscribe}`);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
  });

  it('sends nothing to a buyer who turned order mails off', async () => {
    const { handler, send, wantsMailIn, manager } = setup({
      order: ORDER,
      user: { id: 'u1', name: 'Asha', email: 'asha@example.com' },
      wantsMail: false,
    });
    await handler.handle(job);
    expect(wantsMailIn).toHaveBeenCalledWith(manager, 'u1', 'order');
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['the order', { order: null, user: { id: 'u1', name: 'Asha', email: 'a@example.com' } }],
    ['the buyer', { order: ORDER, user: null }],
  ])('sends nothing when %s is gone', async (_what, rows) => {
    const { handler, send } = setup(rows);
    await expect(handler.handle(job)).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });
});
