// A development mailbox: an SMTP server (smtp-server) that keeps every message it receives (parsed by mailparser)
// in memory, and a small HTTP server to read them — a page at / and JSON at /api/messages?to=<address>. It stands
// in for a real mail service in `npm start` and the tests; production sends through SMTP_URL instead.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sendJson, silentLogger, startHttpServer, type HttpServer } from 'walletdock/server/node';

/** A received message. */
export interface DevMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/** A running development mailbox. */
export interface DevMailbox {
  /** For SMTP_URL, e.g. smtp://127.0.0.1:2525. */
  smtpUrl: string;
  /** The page and JSON endpoint. */
  url: string;
  /** Messages to `to` (all when absent), oldest first. */
  messages(to?: string): DevMail[];
  /** The first message to `to` received after `afterId` that `match` accepts; waits up to `timeoutMs`. */
  waitFor(
    to: string,
    options?: { afterId?: number; match?: (m: DevMail) => boolean; timeoutMs?: number },
  ): Promise<DevMail>;
  /** A mail outage: the SMTP server stops (its port refuses connections) until `startSmtp`; the page keeps serving. */
  stopSmtp(): Promise<void>;
  /** Starts the SMTP server again on the same port, keeping the messages received before. */
  startSmtp(): Promise<void>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the mailbox on 127.0.0.1 (ports 0: free ones). */
export async function startDevMailbox(options: { smtpPort?: number; httpPort?: number } = {}): Promise<DevMailbox> {
  const mails: DevMail[] = [];
  const waiters = new Set<() => void>();
  const createSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      banner: 'walletdock development mailbox',
      size: 1024 * 1024,
      // Stopping (an outage in a test, or the end of npm start) drops a client's open connection after 1 s, not 30.
      closeTimeout: 1000,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            mails.push({
              id: mails.length + 1,
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              receivedAt: Date.now(),
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  let smtp: SMTPServer | undefined = createSmtp();
  await listen(smtp, options.smtpPort ?? 0);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const stopSmtp = async () => {
    const stopping = smtp;
    smtp = undefined;
    await new Promise<void>((resolve) => (stopping ? stopping.close(() => resolve()) : resolve()));
  };
  const messages = (to?: string) => (to ? mails.filter((m) => m.to.includes(to.toLowerCase())) : [...mails]);

  const http: HttpServer = await startHttpServer({
    host: '127.0.0.1',
    port: options.httpPort ?? 0,
    // A development tool: its page loads are nobody's operations.
    logger: silentLogger,
    routes: [
      {
        method: 'GET',
        path: '/api/messages',
        handle: ({ res, url }) => sendJson(res, 200, messages(url.searchParams.get('to') ?? undefined)),
      },
      {
        method: 'GET',
        path: '/',
        handle: ({ res }) => {
          const rows = [...mails]
            .reverse()
            .map(
              (m) =>
                `<article><h2>${escapeHtml(m.subject)}</h2><p><small>to ${escapeHtml(m.to.join(', '))} · ${new Date(m.receivedAt).toLocaleTimeString()}</small></p><pre>${escapeHtml(m.text)}</pre></article>`,
            );
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          });
          res.end(
            `<!doctype html><meta charset="utf-8"><title>Development mailbox</title><style>body{font:15px system-ui;max-width:46rem;margin:2rem auto}article{border-bottom:1px solid #ddd}pre{white-space:pre-wrap}</style><h1>Development mailbox</h1><p>${mails.length} message(s); reload to refresh. JSON: <code>/api/messages?to=you@example.com</code></p>${rows.join('') || '<p>No mail yet.</p>'}`,
          );
        },
      },
    ],
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: http.url,
    messages,
    waitFor(to, { afterId = 0, match = () => true, timeoutMs = 15_000 } = {}) {
      const find = () => messages(to).find((m) => m.id > afterId && match(m));
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = find();
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stopSmtp,
    async startSmtp() {
      if (smtp) return;
      const started = createSmtp();
      await listen(started, smtpPort);
      smtp = started;
    },
    async close() {
      await http.close();
      await stopSmtp();
    },
  };
}
