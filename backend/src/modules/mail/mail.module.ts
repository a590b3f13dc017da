import { Module } from '@nestjs/common';
import { MailLinks } from './mail-links';
import { MailService } from './mail.service';

@Module({ providers: [MailService, MailLinks], exports: [MailService, MailLinks] })
export class MailModule {}
