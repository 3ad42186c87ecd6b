// Email by SMTP (nodemailer): SMTP_URL names the server, e.g. smtps://user:pass@smtp.example.com or, in development,
// the local mailbox smtp://127.0.0.1:2525. A server that cannot be reached, or that asks to try later (SMTP 4xx), is a
// mail outage (MailUnavailableError, the floor's outage of the 'mail' dependency: 503 with Retry-After and a sentence a
// person understands), told apart from a message the server refused for good (502). The log says once when mail went
// away and once when it came back.
import { createTransport, type Transporter } from 'nodemailer';
import {
  DependencyUnavailableError,
  DependencyWatch,
  HttpError,
  isConnectionFailure,
  silentLogger,
  type ServerLogger,
} from 'walletdock/server/node';
import { FrameTexts } from './texts';

/** A message to send. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** The SMTP server does not answer or asks to try later: email cannot be sent now, later it can. */
export class MailUnavailableError extends DependencyUnavailableError {
  constructor(cause: unknown) {
    super('mail', cause);
    this.name = 'MailUnavailableError';
  }
}

// nodemailer's codes for a server it could not reach or talk to (connection, greeting, socket, DNS, timeouts).
const OUTAGE_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPROTOCOL',
]);

/** True when sending failed because the mail service is down or busy, not because it refused this message. */
function isOutage(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return (typeof code === 'string' && OUTAGE_CODES.has(code)) || isConnectionFailure(error);
}

/** Sends the frame's emails. */
export class Mailer {
  private readonly transport: Transporter;
  private readonly watch: DependencyWatch;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    logger: ServerLogger = silentLogger,
  ) {
    this.transport = createTransport(smtpUrl);
    this.watch = new DependencyWatch(logger, 'mail');
  }

  /** Sends one message; rejects with MailUnavailableError during a mail outage, with HttpError 502 when the message was refused. */
  async send(to: string, mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      if (isOutage(error)) throw this.watch.failed(new MailUnavailableError(error));
      this.watch.ok();
      throw new HttpError(502, FrameTexts.mailFailed);
    }
    this.watch.ok();
  }

  /** Connects to and greets the SMTP server (for /readyz). */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
