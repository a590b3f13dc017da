import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { MailLinks, MailService } from '../../../backend/src/modules/mail';
import { orderConfirmationMail, OrdersService } from '../../../backend/src/modules/shop';
import { UsersService } from '../../../backend/src/modules/users';
import { JobHandler } from './job-handler';

/**
 * Mails a buyer their voucher code. The event carries the order id alone: the code is opened
 * here, from the order, and leaves only inside the mail. The inbox row makes a re-delivered
 * event send nothing.
 */
@Injectable()
export class OrderConfirmationMailHandler implements JobHandler<'mail.order_confirmation'> {
  readonly name = 'mail.order_confirmation' as const;

  constructor(
    private readonly inbox: InboxService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.order_confirmation'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
      const order = await this.orders.confirmation(manager, payload.orderId);
      const user = order && (await this.users.findIn(manager, order.userId));
      // Orders are never deleted; a deleted account has nobody left to tell.
      if (!order || !user) return;
      await this.mail.send({
        to: user.email,
        ...orderConfirmationMail(user.name, order, this.links.myOrders()),
      });
    });
  }
}
