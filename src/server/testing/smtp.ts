import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime.ts';

/**
 * A real SMTP server on a free port; `reject` makes it refuse every message with a temporary error;
 * `unknown` lists recipients it refuses for good ("550 user unknown", a bounce); `state.connections`
 * counts the connections it accepted; each received mail notes when it arrived.
 */
export async function startSmtp() {
  const received: { to: string[]; mail: ParsedMail; at: number }[] = [];
  const state = { reject: false, connections: 0, unknown: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!state.unknown.has(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.reject) {
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          mail: parseMail(Buffer.concat(chunks).toString('utf8')),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    transport: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
