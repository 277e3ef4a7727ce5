// A client streaming a huge body until the server answers: `node stream-huge-body.mjs <url> <length|chunked>`.
// Prints {"sent": bytes written before the answer, "answer": the raw HTTP answer}. Run as its own
// process by the limit tests, because msw's interception inside Vitest buffers socket writes.
import { connect } from 'node:net';

const [url, mode] = process.argv.slice(2);
const { hostname, port, pathname } = new URL(url);
const TOTAL = 256 * 1024 * 1024;
const piece = Buffer.alloc(64 * 1024, 0x61);
const chunked = mode === 'chunked';
const chunk = chunked ? Buffer.concat([Buffer.from(`${piece.byteLength.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
const lengthHeader = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${TOTAL}`;

let sent = 0;
let answer = '';
const socket = connect(Number(port), hostname, () => {
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Accept-Language: en\r\n${lengthHeader}\r\n\r\n`,
  );
  const pump = () => {
    while (!answer && sent < TOTAL) {
      sent += piece.byteLength;
      if (!socket.write(chunk)) return void socket.once('drain', pump);
    }
  };
  pump();
});
socket.on('data', (part) => (answer += part));
// The server hangs up on the rest of the body: an EPIPE or reset here is the expected end.
socket.on('error', () => undefined);
socket.on('close', () => process.stdout.write(JSON.stringify({ sent, answer })));
setTimeout(() => socket.destroy(), 30_000).unref();
