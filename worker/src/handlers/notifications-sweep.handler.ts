import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../backend/src/modules/notifications';
import { JobHandler } from './job-handler';

/** Hourly: notifications older than 90 days are deleted. */
@Injectable()
export class NotificationsSweepHandler implements JobHandler<'notifications.sweep'> {
  readonly name = 'notifications.sweep' as const;

  constructor(private readonly notifications: NotificationsService) {}

  async handle(): Promise<void> {
    await this.notifications.sweep();
  }
}
