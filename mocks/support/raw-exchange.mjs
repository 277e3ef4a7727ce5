// Sends raw bytes to a server and prints what came back: `node raw-exchange.mjs <url> <request, base64> <wait ms>`.
// Prints {"answer": the raw answer, "closed": whether the server closed the connection, "ms": how long it took}.
// Waits for the server to close the connection, or `wait ms` at most. Run as its own process by the
// HTTP server's tests, because msw's interception inside Vitest would take the socket.
import { connect } from 'node:net';

const [url, request, waitMs] = process.argv.slice(2);
const { hostname, port } = new URL(url);
const started = performance.now();
let answer = '';
const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => socket.write(Buffer.from(request, 'base64')));
const finish = (closed) => {
  process.stdout.write(JSON.stringify({ answer, closed, ms: Math.round(performance.now() - started) }));
  socket.destroy();
  process.exit(0);
};
const giveUp = setTimeout(() => finish(false), Number(waitMs));
socket.on('data', (part) => (answer += part.toString('latin1')));
socket.on('close', () => {
  clearTimeout(giveUp);
  finish(true);
});
socket.on('error', () => undefined);
