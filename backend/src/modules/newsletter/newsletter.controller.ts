import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/api-response';
import { SubscribeNewsletterDto } from './dto/subscribe-newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe_newsletter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Footer newsletter sign-up' })
  async subscribe(@Body() body: SubscribeNewsletterDto) {
    await this.newsletter.subscribe(body.subscribe_mail, body.user_name);
    return ok({ message: 'Email Successfully Subscribed' });
  }
}
