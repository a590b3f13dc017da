import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { MailLinks, MailService } from '../../../backend/src/modules/mail';
import { NotificationsService } from '../../../backend/src/modules/notifications';
import { orderConfirmationMail, OrdersService } from '../../../backend/src/modules/shop';
import { UsersService } from '../../../backend/src/modules/users';
import { JobHandler } from './job-handler';

/**
 * Mails a buyer their voucher code. The event carries the order id alone: the code is opened
 * here, from the order, and leaves only inside the mail. The inbox row makes a re-delivered
 * event send nothing. A buyer who turned order mails off gets none: the purchase's answer showed
 * the code, My Orders keeps it, and the notification centre tells of the order (issue 24: mail
 * per type, by preference).
 */
@Injectable()
export class OrderConfirmationMailHandler implements JobHandler<'mail.order_confirmation'> {
  readonly name = 'mail.order_confirmation' as const;

  constructor(
    private readonly inbox: InboxService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.order_confirmation'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
      const order = await this.orders.confirmation(manager, payload.orderId);
      const user = order && (await this.users.findIn(manager, order.userId));
      // Orders are never deleted; a deleted account has nobody left to tell.
      if (!order || !user) return;
      if (!(await this.notifications.wantsMailIn(manager, user.id, 'order'))) return;
      const token = await this.notifications.unsubscribeToken(user.id, 'order');
      await this.mail.send({
        to: user.email,
        ...orderConfirmationMail(
          user.name,
          order,
          this.links.myOrders(),
          this.links.unsubscribe(token),
        ),
      });
    });
  }
}
