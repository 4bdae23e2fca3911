/** The baseline of the load bench: a raw `ws` server that sends every message straight back. */
import { WebSocketServer } from 'ws';

const port = Number(process.env.PORT ?? 0);
const server = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false });
server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
  socket.on('error', () => {});
});
server.on('listening', () => {
  const address = server.address();
  console.log(`echo listening ${typeof address === 'object' && address !== null ? address.port : port}`);
});
