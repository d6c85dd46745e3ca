import { type AddressInfo, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtp } from '../testing/smtp.ts';
import { LEASE_SECONDS } from './lease.ts';
import { createMailTransport, SEND_TIMEOUT_MS, SMTP_TIMEOUTS, sendWithin } from './transport.ts';

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const MESSAGE = { from: 'vibra@vibra.test', to: 'reader@example.com', subject: 's', text: 't' };

describe('createMailTransport', () => {
  it('keeps every SMTP timeout, and a whole send, well under the outbox lease', () => {
    const lease = LEASE_SECONDS * 1000;
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThanOrEqual(lease / 4);
    expect(SEND_TIMEOUT_MS).toBeLessThanOrEqual(lease / 2);
    const { transporter } = createMailTransport('smtp://127.0.0.1:2525') as unknown as {
      transporter: { options: Record<string, unknown> };
    };
    expect(transporter.options).toMatchObject({ ...SMTP_TIMEOUTS, host: '127.0.0.1', port: 2525 });
  });

  it('gives up on a server that never greets, even when the URL asks to wait longer', async () => {
    const silent = await startSilentServer();
    try {
      const transport = createMailTransport(`smtp://127.0.0.1:${silent.port}?greetingTimeout=600000`, {
        greetingTimeout: 200,
      });
      const started = Date.now();
      await expect(transport.sendMail(MESSAGE)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await silent.close();
    }
  });
});

describe('createMailTransport with a real SMTP server', () => {
  it('sends one mail after another over one open connection, or one each with pool=false', async () => {
    const smtp = await startSmtp();
    const pooled = createMailTransport(smtp.url);
    const single = createMailTransport(`${smtp.url}?pool=false`);
    const counts = () => ({ connections: smtp.state.connections, messages: smtp.received.length });
    try {
      for (let mail = 0; mail < 3; mail++) await pooled.sendMail(MESSAGE);
      expect(counts()).toEqual({ connections: 1, messages: 3 });
      for (let mail = 0; mail < 3; mail++) await single.sendMail(MESSAGE);
      expect(counts()).toEqual({ connections: 4, messages: 6 });
    } finally {
      pooled.close();
      single.close();
      await smtp.close();
    }
  });
});

describe('sendWithin', () => {
  it('rejects after the time limit even when the send ignores its signal, and aborts that signal', async () => {
    let seen: AbortSignal | undefined;
    const hanging = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<never>(() => {});
    };
    const lost = new AbortController();
    await expect(sendWithin(100, lost.signal, hanging)).rejects.toThrow('no answer from the SMTP server within 0.1 s');
    expect(seen?.aborted).toBe(true);
  });

  it('rejects with the reason of a lost claim at once', async () => {
    const lost = new AbortController();
    const sending = sendWithin(60_000, lost.signal, () => new Promise<never>(() => {}));
    lost.abort(new Error('claimed by another sender'));
    await expect(sending).rejects.toThrow('claimed by another sender');
  });

  it('returns what the send returns', async () => {
    await expect(sendWithin(1_000, new AbortController().signal, async () => 'ok')).resolves.toBe('ok');
  });
});
