// Email by SMTP (nodemailer): SMTP_URL names the server, e.g. smtps://user:pass@smtp.example.com or, in development,
// the local mailbox smtp://127.0.0.1:2525.
import { createTransport, type Transporter } from 'nodemailer';

/** A message to send. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Sends the frame's emails. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = createTransport(smtpUrl);
  }

  /** Sends one message; rejects when the SMTP server refuses it or cannot be reached. */
  async send(to: string, mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close(): void {
    this.transport.close();
  }
}
