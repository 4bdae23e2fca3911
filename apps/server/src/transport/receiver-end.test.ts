import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { Duplex, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { quietFinishedEnds } from './receiver-end';

const { Receiver, WebSocket, WebSocketServer } = ws as unknown as typeof ws & {
  Receiver: abstract new (...args: never[]) => Writable;
};

let server: ws.WebSocketServer;
let url: string;
/** the close code each server-side socket got, in the order they connected */
const serverCloses: Promise<number>[] = [];

beforeAll(async () => {
  quietFinishedEnds();
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket) => {
    serverCloses.push(new Promise((resolve) => socket.on('close', resolve)));
    socket.on('message', (data) => {
      if ((data as Buffer).toString() === 'close me') socket.close(4001, 'server');
      else socket.send(data);
    });
  });
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

/** Opens a connection, echoes one message, closes it from `side`; the close codes the client and server saw. */
async function roundTrip(side: 'client' | 'server'): Promise<[number, number]> {
  const client = new WebSocket(url);
  await once(client, 'open');
  client.send('hello');
  const [echo] = (await once(client, 'message')) as [Buffer];
  expect(String(echo)).toBe('hello');
  if (side === 'client') client.close(4000, 'client');
  else client.send('close me');
  const [clientCode] = (await once(client, 'close')) as [number];
  const serverCode = await (serverCloses.at(-1) ?? Promise.reject(new Error('no server socket')));
  return [clientCode, serverCode];
}

describe('a WebSocket connection that closes', () => {
  it('never ends its finished frame receiver again (no dropped stream error is built), and closes as before', async () => {
    const spentEnds: Writable[] = [];
    const end = Object.getOwnPropertyDescriptor(Writable.prototype, 'end') as PropertyDescriptor;
    const nodeEnd = end.value as (this: Writable, ...args: unknown[]) => Writable;
    // every call that reaches Node's `end` on a receiver that has finished (or was destroyed) builds an error
    Object.defineProperty(Writable.prototype, 'end', {
      ...end,
      value: function (this: Writable, ...args: unknown[]): Writable {
        if (this instanceof Receiver && (this.writableFinished || this.destroyed)) spentEnds.push(this);
        return nodeEnd.apply(this, args);
      },
    });
    const codes: [number, number][] = [];
    try {
      for (const side of ['client', 'server', 'client', 'server'] as const) codes.push(await roundTrip(side));
    } finally {
      Object.defineProperty(Writable.prototype, 'end', end);
    }
    expect(codes).toEqual([
      [4000, 4000],
      [4001, 4001],
      [4000, 4000],
      [4001, 4001],
    ]);
    expect(spentEnds).toHaveLength(0);
  });
});

describe('a TCP socket whose writing side has finished', () => {
  /** a connected pair on loopback: the server's end of it, once the client has seen its FIN */
  async function finishedServerSocket(): Promise<{ socket: Socket; close: () => void }> {
    const tcp = createServer();
    tcp.listen(0, '127.0.0.1');
    await once(tcp, 'listening');
    const client = connect((tcp.address() as AddressInfo).port, '127.0.0.1');
    const [socket] = (await once(tcp, 'connection')) as [Socket];
    socket.end();
    await once(socket, 'finish');
    return {
      socket,
      close: () => {
        client.destroy();
        socket.destroy();
        tcp.close();
      },
    };
  }

  it('is ended again (as ws does when the peer ends it) without building a dropped stream error', async () => {
    quietFinishedEnds();
    const { socket, close } = await finishedServerSocket();
    // net's `end` goes to Duplex's, which builds ERR_STREAM_ALREADY_FINISHED for a finished socket (and drops it)
    const end = Object.getOwnPropertyDescriptor(Duplex.prototype, 'end') as PropertyDescriptor;
    const nodeEnd = end.value as (this: Duplex, ...args: unknown[]) => Duplex;
    let spentEnds = 0;
    Object.defineProperty(Duplex.prototype, 'end', {
      ...end,
      value: function (this: Duplex, ...args: unknown[]): Duplex {
        if (this.writableFinished || this.destroyed) spentEnds += 1;
        return nodeEnd.apply(this, args);
      },
    });
    try {
      expect(socket.end()).toBe(socket);
    } finally {
      Object.defineProperty(Duplex.prototype, 'end', end);
    }
    expect(spentEnds).toBe(0);
    close();
  });

  it('still hands a callback the error Node gives it', async () => {
    quietFinishedEnds();
    const { socket, close } = await finishedServerSocket();
    // (Node's types give the callback no argument; Node calls it with the error)
    const error = await new Promise<unknown>((resolve) => socket.end(resolve as () => void));
    expect((error as { code?: string }).code).toBe('ERR_STREAM_ALREADY_FINISHED');
    close();
  });
});
