// A loopback TCP proxy in front of a server that counts the bytes passing through it, each
// way, and reads the server's answers from them: the bytes on the wire, headers and all,
// which neither Chromium's DevTools protocol (a worker's own script comes without its body)
// nor Playwright's routes (they turn the HTTP cache off) can give. Used by bench.mjs and
// first-visit-bytes.mjs.
import { connect, createServer } from "node:net";

/**
 * One answer of the server: its request's target (undefined when the request was not
 * seen), its status and its bytes, head and body.
 * @typedef {{ target: string | undefined, status: string, bytes: number }} Answer
 */

/**
 * A proxy on a free loopback port to the server at 127.0.0.1:`port`.
 * @param {number} port
 * @returns {Promise<{
 *   url: string,
 *   received: () => number,
 *   sent: () => number,
 *   answers: () => Answer[],
 *   lastByteAt: () => number,
 *   close: () => void,
 * }>}
 *   `received`: bytes from the server; `sent`: bytes to it; `answers`: the server's
 *   answers, in the order it sent them; `lastByteAt`: when a byte last passed, either way
 *   (Date.now()); `close`: stops listening and ends the connections still open.
 */
export async function countingProxy(port) {
  let received = 0;
  let sent = 0;
  let lastByteAt = Date.now();
  /** @type {Answer[]} */
  const answers = [];
  // Kept so that close() ends them: a browser's keep-alive connections would otherwise
  // hold the proxy (and the process) open.
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  const proxy = createServer((client) => {
    const server = connect(port, "127.0.0.1");
    /** The targets asked on this connection and not answered yet, oldest first. @type {string[]} */
    const asked = [];
    let unread = Buffer.alloc(0);
    client.on("data", (/** @type {Buffer} */ chunk) => {
      sent += chunk.length;
      lastByteAt = Date.now();
      for (const [, target = ""] of chunk.toString("latin1").matchAll(/^[A-Z]+ (\S+) HTTP/gm)) {
        asked.push(target);
      }
    });
    server.on("data", (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      lastByteAt = Date.now();
      // Answers follow one another on a connection: a head, then Content-Length bytes.
      unread = Buffer.concat([unread, chunk]);
      for (;;) {
        const end = unread.indexOf("\r\n\r\n");
        if (end < 0) break;
        const head = unread.subarray(0, end).toString("latin1");
        const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? 0);
        if (unread.length < end + 4 + length) break;
        answers.push({ target: asked.shift(), status: head.slice(9, 12), bytes: end + 4 + length });
        unread = unread.subarray(end + 4 + length);
      }
    });
    /**
     * Either end's error or close ends the other.
     * @param {import("node:net").Socket} socket
     * @param {import("node:net").Socket} other
     */
    const tie = (socket, other) => {
      sockets.add(socket);
      socket.on("error", () => other.destroy());
      socket.on("close", () => {
        sockets.delete(socket);
        other.destroy();
      });
    };
    tie(client, server);
    tie(server, client);
    client.pipe(server);
    server.pipe(client);
  });
  // Port 0: the OS picks a free port as the proxy binds it, with no race for it.
  /** @type {number} */
  const proxyPort = await new Promise((resolve, reject) => {
    proxy.once("error", reject);
    proxy.listen(0, "127.0.0.1", () => {
      const address = proxy.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("no port assigned"));
    });
  });
  return {
    url: `http://127.0.0.1:${String(proxyPort)}`,
    received: () => received,
    sent: () => sent,
    answers: () => answers,
    lastByteAt: () => lastByteAt,
    close: () => {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}
