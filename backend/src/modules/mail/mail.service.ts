import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { MailContent } from './mail-layout';

export interface OutgoingMail extends MailContent {
  to: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each mail as an .eml file under
 * MAIL_OUTBOX_DIR and logs where, so the stack works offline. Throws on failure: the worker's
 * retry sends again.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { unsubscribeUrl, ...content } = mail;
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      ...content,
      // List-Unsubscribe: mail clients show their own unsubscribe button for it.
      ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
    });
    if (this.config.smtpUrl) return;
    const dir = resolve(this.config.mailOutboxDir);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${Date.now()}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    this.logger.log(`Mail to ${mail.to} written to ${file}: ${mail.subject}`);
  }
}
