import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { NotificationsService } from '../notifications.service';

/** Hourly: notifications older than 90 days are deleted. */
@Injectable()
@OnJob('notifications.sweep')
export class NotificationsSweepJob implements JobHandler<'notifications.sweep'> {
  constructor(private readonly notifications: NotificationsService) {}

  async handle(): Promise<void> {
    await this.notifications.sweep();
  }
}
