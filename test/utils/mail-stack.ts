import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Mailbox } from './mailbox';
import { startApi, startWorker } from './stack';

/** API and worker sending real SMTP to an in-process server, for tests that follow mailed links. */
export class MailStack {
  readonly mailbox = new Mailbox();
  app!: NestFastifyApplication;
  worker!: INestApplicationContext;

  async start(): Promise<this> {
    process.env.SMTP_URL = await this.mailbox.start();
    this.app = await startApi();
    this.worker = await startWorker();
    return this;
  }

  async stop(): Promise<void> {
    await this.worker.close();
    await this.app.close();
    await this.mailbox.stop();
    delete process.env.SMTP_URL;
  }
}
