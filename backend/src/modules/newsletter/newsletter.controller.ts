import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrors } from '../../common/http/api-errors';
import { ok } from '../../common/http/api-response';
import { MessageResponseDto } from '../../common/dto/ok-response.dto';
import { NewsletterLinkDto } from './dto/newsletter-link.dto';
import { SubscribeNewsletterDto } from './dto/subscribe-newsletter.dto';
import { NEWSLETTER_SUBSCRIBED, NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe_newsletter')
  @HttpCode(200)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOperation({ summary: 'Footer newsletter sign-up; a confirmation link is mailed' })
  @ApiOkResponse({ type: MessageResponseDto })
  async subscribe(@Body() body: SubscribeNewsletterDto): Promise<MessageResponseDto> {
    await this.newsletter.subscribe(body.subscribe_mail, body.user_name);
    return ok({ message: NEWSLETTER_SUBSCRIBED });
  }

  @Post('verify_newsletter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a subscription from the signed mailed link' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(403, 404)
  async verify(@Body() body: NewsletterLinkDto): Promise<MessageResponseDto> {
    await this.newsletter.confirm(body.email, body.sig);
    return ok({ message: 'Subscription confirmed' });
  }

  @Post('unsubscribe_newsletter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribe from the signed link in every newsletter mail' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(403)
  async unsubscribe(@Body() body: NewsletterLinkDto): Promise<MessageResponseDto> {
    await this.newsletter.unsubscribe(body.email, body.sig);
    return ok({ message: 'Unsubscribed' });
  }
}
