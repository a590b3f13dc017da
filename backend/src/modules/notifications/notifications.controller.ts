import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import {
  MarkReadDto,
  NotificationPreferencesResponseDto,
  NotificationsPageDto,
  NotificationsResponseDto,
  UnreadCountResponseDto,
  UnsubscribeMailDto,
  UnsubscribeMailResponseDto,
  UpdateNotificationPreferencesDto,
} from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

/** The caller's notification centre: the bell's count, the list, read marks. */
@ApiTags('notifications')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "The caller's notifications, newest first, with the unread count" })
  @ApiOkResponse({ type: NotificationsResponseDto })
  async list(
    @CurrentUser() caller: AuthUser,
    @Body() body: NotificationsPageDto,
  ): Promise<NotificationsResponseDto> {
    const page = await this.notifications.page(caller.id, body.page, body.limit);
    return ok({ data: page.rows, total_count: page.total, unread_count: page.unread });
  }

  @Get('unread_count')
  @ApiOperation({ summary: "How many of the caller's notifications are unread (the bell)" })
  @ApiOkResponse({ type: UnreadCountResponseDto })
  async unreadCount(@CurrentUser() caller: AuthUser): Promise<UnreadCountResponseDto> {
    return ok({ unread_count: await this.notifications.unreadCount(caller.id) });
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: "Mark some of the caller's notifications read" })
  @ApiOkResponse({ type: UnreadCountResponseDto })
  async markRead(
    @CurrentUser() caller: AuthUser,
    @Body() body: MarkReadDto,
  ): Promise<UnreadCountResponseDto> {
    return ok({ unread_count: await this.notifications.markRead(caller.id, body.ids) });
  }

  @Post('read_all')
  @HttpCode(200)
  @ApiOperation({ summary: "Mark all the caller's notifications read" })
  @ApiOkResponse({ type: UnreadCountResponseDto })
  async markAllRead(@CurrentUser() caller: AuthUser): Promise<UnreadCountResponseDto> {
    return ok({ unread_count: await this.notifications.markAllRead(caller.id) });
  }
}

/** Which mails the caller wants (My Account). */
@ApiTags('notifications')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller('notification_preferences')
export class NotificationPreferencesController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'The mails the caller receives: prize, order, milestone' })
  @ApiOkResponse({ type: NotificationPreferencesResponseDto })
  async show(@CurrentUser() caller: AuthUser): Promise<NotificationPreferencesResponseDto> {
    return ok({ data: await this.notifications.preferences(caller.id) });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn mails on or off; fields left out keep their value' })
  @ApiOkResponse({ type: NotificationPreferencesResponseDto })
  async update(
    @CurrentUser() caller: AuthUser,
    @Body() body: UpdateNotificationPreferencesDto,
  ): Promise<NotificationPreferencesResponseDto> {
    return ok({ data: await this.notifications.setPreferences(caller.id, body) });
  }
}

/** The unsubscribe link in each mail: the signed token is the proof, so no sign-in. */
@ApiTags('notifications')
@Controller('unsubscribe_mail')
export class UnsubscribeMailController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Turn off the kind of mail an unsubscribe link's token names" })
  @ApiOkResponse({ type: UnsubscribeMailResponseDto })
  @ApiErrors(400)
  async unsubscribe(@Body() body: UnsubscribeMailDto): Promise<UnsubscribeMailResponseDto> {
    const type = await this.notifications.unsubscribe(body.token);
    return ok({ message: `You will no longer receive ${type} emails.`, type });
  }
}
