import { pingIfDueSoon } from './heartbeat';

/** The part of a room client this needs: Colyseus' WebSocket client keeps the `ws` socket in `ref`. */
interface ClientWithSocket {
  ref?: unknown;
}

/** The TCP socket under a `ws` WebSocket (its `_socket`), when it has one that can be corked. */
function tcpSocketOf(client: ClientWithSocket): { cork(): void; uncork(): void } | undefined {
  const ws = client.ref as { _socket?: { cork?: unknown; uncork?: unknown } } | undefined;
  const socket = ws?._socket;
  return typeof socket?.cork === 'function' && typeof socket.uncork === 'function'
    ? (socket as { cork(): void; uncork(): void })
    : undefined;
}

/**
 * Runs `send` with the clients' TCP sockets corked, so every frame it sends to one client leaves in one
 * write. An event of a match sends each player several frames at once (an answer's result, the round's end,
 * the state patch…); `ws` writes each frame on its own (a writev system call apiece, the largest single cost
 * in the server's CPU profile). A client's heartbeat ping due soon goes in the same write (`pingIfDueSoon`).
 * Corking nests (`ws` corks around each frame too) and is undone however `send` ends.
 */
export function batchWrites<T>(clients: Iterable<ClientWithSocket>, send: () => T): T {
  const corked: { uncork(): void }[] = [];
  let nowMs: number | undefined;
  for (const client of clients) {
    const socket = tcpSocketOf(client);
    if (socket === undefined) continue;
    socket.cork();
    corked.push(socket);
    pingIfDueSoon(client.ref, (nowMs ??= performance.now()));
  }
  try {
    return send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
