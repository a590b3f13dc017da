import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The client's rule (SPEC §5): a simple address pattern, with the same message. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class SubscribeNewsletterDto {
  @ApiProperty({ example: 'player@example.com' })
  @Matches(NEWSLETTER_EMAIL_PATTERN, { message: 'Enter valid Email Id' })
  @MaxLength(254, { message: 'Enter valid Email Id' })
  @IsString({ message: 'Enter valid Email Id' })
  subscribe_mail!: string;

  @ApiPropertyOptional({ description: 'The signed-in player’s name, when there is one' })
  @IsOptional()
  @MaxLength(100, { message: 'user_name must be at most 100 characters' })
  @IsString({ message: 'user_name must be a string' })
  user_name?: string;
}
