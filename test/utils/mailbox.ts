import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Headers and body with quoted-printable undone, good enough to read text and links. */
  text: string;
  links: string[];
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server in this process: the app sends through SMTP_URL, tests read what arrived. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  /** Server errors other than a sender's reset connection. */
  readonly errors: Error[] = [];
  /** Runs as each mail arrives, before the sender hears that it was accepted. */
  onArrival: ((mail: ReceivedMail) => Promise<void>) | null = null;
  /** When set, each mail is also written here as JSON (for tests in another process). */
  private dir: string | null = null;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, done) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(raw);
        const subject = /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
        const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((l) =>
          l.replace(/&amp;/g, '&'),
        );
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), subject, text, links };
        this.mails.push(mail);
        if (this.dir) {
          writeFileSync(
            join(this.dir, `${Date.now()}-${this.mails.length}.json`),
            JSON.stringify(mail),
          );
        }
        // The sender waits for our answer to DATA: whatever onArrival does happens while the
        // mail is, for the sender, still being sent.
        const arrival = this.onArrival ? this.onArrival(mail) : Promise.resolve();
        arrival.then(
          () => done(),
          (err: Error) => done(err),
        );
      });
    },
  });

  /** Also writes every mail as a JSON file into `dir`. */
  writeTo(dir: string): this {
    mkdirSync(dir, { recursive: true });
    this.dir = dir;
    return this;
  }

  /** Reads the mails a Mailbox wrote into `dir`, waiting for one to `to` matching `subject`. */
  static async waitInDir(dir: string, to: string, subject: RegExp, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail);
      const found = mails.reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async start(): Promise<string> {
    // A sender killed mid-connection (the tests SIGKILL workers) resets its socket: that ends its
    // connection, not the mailbox (unheard, the error would fail the whole test file).
    this.server.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') this.errors.push(err);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the next mail to `to` whose subject matches. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to) && subject.test(m.subject));
      if (found) {
        this.mails.splice(this.mails.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The link in a mail whose URL contains `part`. */
  static link(mail: ReceivedMail, part: string): URL {
    const link = mail.links.find((l) => l.includes(part));
    if (!link) throw new Error(`No link containing ${part} in "${mail.subject}"`);
    return new URL(link);
  }
}
