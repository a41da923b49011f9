// A real SMS gateway on 127.0.0.1 of the JSON webhook kind (`{ to, text }` POSTed): keeps every
// message it accepts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsGateway {
  url: string;
  texts: Array<{ to: string; text: string }>;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const texts: SmsGateway['texts'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    texts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
