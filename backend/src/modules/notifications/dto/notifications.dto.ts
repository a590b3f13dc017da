import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAIL_TYPES, NOTIFICATION_TYPES } from '../notification-types';
import type { MailType, NotificationType } from '../notification-types';

export const NOTIFICATIONS_PAGE_MAX = 50;

/** POST /api/notifications: which page of the caller's notifications. */
export class NotificationsPageDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX })
  @IsOptional()
  @Max(NOTIFICATIONS_PAGE_MAX, { message: `limit must be at most ${NOTIFICATIONS_PAGE_MAX}` })
  @Min(1, { message: 'limit must be 1 or more' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = 10;
}

/** POST /api/notifications/read: the notifications the caller has read. */
export class MarkReadDto {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: NOTIFICATIONS_PAGE_MAX,
    example: ['42'],
    description: "Notification ids; ids that are not the caller's are ignored",
  })
  @Matches(/^[1-9][0-9]{0,17}$/, { each: true, message: 'ids must be notification ids' })
  @IsString({ each: true, message: 'ids must be notification ids' })
  @ArrayMaxSize(NOTIFICATIONS_PAGE_MAX, {
    message: `ids must have at most ${NOTIFICATIONS_PAGE_MAX} ids`,
  })
  @ArrayMinSize(1, { message: 'ids must have at least one id' })
  @IsArray({ message: 'ids must be a list of notification ids' })
  ids!: string[];
}

/** The mails a player wants (each on unless turned off). */
export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Mail when a tournament prize is paid' }) prize_mail!: boolean;
  @ApiProperty({ description: 'Order confirmation mail, with the voucher code' })
  order_mail!: boolean;
  @ApiProperty({ description: 'Mail when a referral milestone can be claimed' })
  milestone_mail!: boolean;
}

/** POST /api/notification_preferences: the preferences to change; the others stay. */
export class UpdateNotificationPreferencesDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'prize_mail must be true or false' })
  prize_mail?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'order_mail must be true or false' })
  order_mail?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'milestone_mail must be true or false' })
  milestone_mail?: boolean;
}

/** POST /api/unsubscribe_mail: the token of a mail's unsubscribe link. */
export class UnsubscribeMailDto {
  @ApiProperty({ description: 'The `token` of the unsubscribe link' })
  @MaxLength(2000, { message: 'token is not valid' })
  @IsString({ message: 'token is required' })
  token!: string;
}

export class NotificationDto {
  @ApiProperty({ example: '42' }) id!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) type!: NotificationType;
  @ApiProperty({ example: 'You won 500 coins' }) title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/profile?tab=winnings',
    description: 'A path inside the site, or null',
  })
  link!: string | null;
  @ApiProperty({ description: 'ISO 8601' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601; null while unread' })
  read_at!: string | null;
}

export class NotificationsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  data!: NotificationDto[];
  @ApiProperty() total_count!: number;
  @ApiProperty() unread_count!: number;
}

export class UnreadCountResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty() unread_count!: number;
}

export class NotificationPreferencesResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: NotificationPreferencesDto }) data!: NotificationPreferencesDto;
}

export class UnsubscribeMailResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'You will no longer receive prize emails.' }) message!: string;
  @ApiProperty({ enum: MAIL_TYPES }) type!: MailType;
}
