// Email by SMTP (nodemailer): SMTP_URL names the server, e.g. smtps://user:pass@smtp.example.com or, in development,
// the local mailbox smtp://127.0.0.1:2525. An SMTP server that cannot be reached, or answers with a temporary failure
// (4xx), is an outage: the request that wanted to send gets 503 with Retry-After, and the log says when mail went
// away and when it came back. A permanent refusal (5xx, a bad login) stays a 502.
import { createTransport, type Transporter } from 'nodemailer';
import { DependencyUnavailableError, DependencyWatch, HttpError, isConnectionFailure, silentLogger, type ServerLogger } from 'walletdock/server/node';
import { FrameTexts } from './texts';

/** A message to send. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const temporary = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 400 && code < 500;
};

/** What a failed send becomes for the caller: 503 while mail is out, else 502 "Could not send the email". */
export function mailFailure(error: unknown): Error {
  return error instanceof DependencyUnavailableError ? error : new HttpError(502, FrameTexts.mailFailed);
}

/** Sends the frame's emails. */
export class Mailer {
  private readonly transport: Transporter;
  private readonly watch: DependencyWatch;

  constructor(smtpUrl: string, private readonly from: string, logger: ServerLogger = silentLogger) {
    this.transport = createTransport(smtpUrl);
    this.watch = new DependencyWatch(logger, 'mail');
  }

  /** Sends one message; rejects when the SMTP server refuses it, with DependencyUnavailableError when it is out. */
  async send(to: string, mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to, subject: mail.subject, text: mail.text, html: mail.html });
      this.watch.ok();
    } catch (error) {
      if (isConnectionFailure(error) || temporary(error)) throw this.watch.failed(error);
      throw error;
    }
  }

  /** Connects and greets the SMTP server (for /readyz). */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
