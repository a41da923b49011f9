// A real SMTP server on 127.0.0.1 that keeps every message it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '../../helpers/wait-for.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `to` after `count` messages to it were already seen. */
  nextCode(to: string): Promise<string>;
  countTo(to: string): number;
  stop(): Promise<void>;
}

/** `login`: the one user and password the server accepts (over plain text, as a local relay may); without it, no authentication. */
export async function startSmtp(login?: { user: string; pass: string }): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: Boolean(login),
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const countTo = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase())).length;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countTo,
    async nextCode(to) {
      const key = to.toLowerCase();
      const already = seen.get(key) ?? 0;
      await waitFor(() => countTo(key) > already, { timeoutMs: 10_000, intervalMs: 25, what: `mail to ${to}` });
      seen.set(key, already + 1);
      const mail = messages.filter((m) => m.to.includes(key))[already]!;
      const match = /verification code is (\d{6})/.exec(mail.raw);
      if (!match) throw new Error(`no code in mail: ${mail.raw}`);
      return match[1]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
