import { Injectable } from '@nestjs/common';
import { JobHandler, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { OrdersService } from '../../shop';
import { orderPlacedNotice } from '../notices';
import { NotificationsService } from '../notifications.service';

/** "Your voucher is ready": one notice per order (its key names the order). */
@Injectable()
@OnEvent('order.placed', { subscriber: 'notify-order', queue: QUEUES.rewards })
export class NotifyOrderJob implements JobHandler<'order.placed'> {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly orders: OrdersService,
  ) {}

  async handle({ payload }: JobData<'order.placed'>): Promise<void> {
    const order = await this.orders.summary(payload.orderId);
    if (!order) return;
    await this.notifications.add(orderPlacedNotice(order));
  }
}
