import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { batchWrites } from './batched-writes';

/** A fake socket that records cork depth and the writes that reached the wire (at uncork depth 0). */
function fakeSocket() {
  const log: string[] = [];
  let depth = 0;
  const socket = {
    cork: () => {
      depth += 1;
    },
    uncork: () => {
      depth -= 1;
      if (depth === 0) log.push('flush');
    },
    write: (text: string) => log.push(depth > 0 ? `buffered ${text}` : `sent ${text}`),
    get depth() {
      return depth;
    },
  };
  return { client: { ref: { _socket: socket } }, socket, log };
}

describe('batchWrites', () => {
  it('corks every client socket around the sends and flushes each once', () => {
    const a = fakeSocket();
    const b = fakeSocket();
    const result = batchWrites([a.client, b.client, { ref: undefined }], () => {
      a.socket.write('answer_result');
      a.socket.write('patch');
      b.socket.write('patch');
      return 42;
    });
    expect(result).toBe(42);
    expect(a.log).toEqual(['buffered answer_result', 'buffered patch', 'flush']);
    expect(b.log).toEqual(['buffered patch', 'flush']);
    expect(a.socket.depth).toBe(0);
  });

  it('uncorks when the sends throw', () => {
    const a = fakeSocket();
    expect(() =>
      batchWrites([a.client], () => {
        throw new Error('handler fault');
      }),
    ).toThrow('handler fault');
    expect(a.socket.depth).toBe(0);
  });

  describe('on a real TCP socket', () => {
    const closers: (() => void)[] = [];
    afterEach(() => {
      for (const close of closers.splice(0)) close();
    });

    it('delivers three writes made while corked in one chunk', async () => {
      const chunks: string[] = [];
      const server = createServer((socket) => socket.on('data', (chunk) => chunks.push(chunk.toString())));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closers.push(() => server.close());
      const port = (server.address() as { port: number }).port;
      const { connect } = await import('node:net');
      const socket: Socket = connect(port, '127.0.0.1');
      closers.push(() => socket.destroy());
      await new Promise((resolve) => socket.once('connect', resolve));
      batchWrites([{ ref: { _socket: socket } }], () => {
        socket.write('one;');
        socket.write('two;');
        socket.write('three;');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(chunks).toEqual(['one;two;three;']);
    });
  });
});
