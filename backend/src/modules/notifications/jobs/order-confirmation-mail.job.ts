import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { orderConfirmationMail, OrdersService } from '../../shop';
import { UsersService } from '../../users';
import { NotificationsService } from '../notifications.service';

/**
 * Mails a buyer their voucher code. The event carries the order id alone: the code is opened
 * here, from the order, and leaves only inside the mail. The inbox row makes a re-delivered
 * event send nothing. A buyer who turned order mails off gets none: the purchase's answer showed
 * the code, My Orders keeps it, and the notification centre tells of the order (issue 24: mail
 * per type, by preference). Here beside the preferences: shop cannot read notifications, which
 * reads shop's orders for its notices.
 */
@Injectable()
@OnJob('mail.order_confirmation')
export class OrderConfirmationMailJob implements JobHandler<'mail.order_confirmation'> {
  constructor(
    private readonly inbox: InboxService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.order_confirmation'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), async (manager) => {
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
