// Where a live stream's bytes go (event-stream.ts, person-stream.ts): a web
// ReadableStream, for Next's route handlers, or a Node response, when the custom
// server answers the request itself (node-requests.ts). Both say when the reader has
// not taken what was written yet, so a stream reads its next frame only once the last
// one is gone: one frame waits per stream at most, and a slow reader gets the newest
// position rather than a queue of old ones.
import type { ServerResponse } from "node:http";

import { SSE_HEADERS } from "./sse";

export interface StreamSink {
  /** Writes bytes (a frame, a ping); nothing once the reader has gone. */
  write(bytes: Uint8Array): void;
  /** True while the reader has not taken what was written (the socket is behind). */
  backedUp(): boolean;
  /** Resolves once the reader can take more, or has gone. */
  drained(): Promise<void>;
  /** `listener` runs once when the reader goes away (the tab closed, the connection lost). */
  onClose(listener: () => void): void;
  /** Ends the stream (the reader sees its end). */
  end(): void;
}

/** Something that writes itself to a sink: an admitted live stream. */
export interface Pipeable {
  pipe(sink: StreamSink): void;
}

/** The stream as a web Response (Next's route handlers). */
export function webStreamResponse(stream: Pipeable): Response {
  const closed: (() => void)[] = [];
  let waiting: (() => void) | null = null;
  const wake = () => {
    const resolve = waiting;
    waiting = null;
    resolve?.();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      stream.pipe({
        write(bytes) {
          if (!ended) controller.enqueue(bytes);
        },
        // One chunk queued is the high-water mark of a default stream.
        backedUp: () => !ended && (controller.desiredSize ?? 1) <= 0,
        drained: () => new Promise((resolve) => (waiting = resolve)),
        onClose(listener) {
          closed.push(listener);
        },
        end() {
          if (ended) return;
          ended = true;
          wake();
          try {
            controller.close();
          } catch {
            // Already cancelled by the reader.
          }
        },
      });
    },
    // The reader took what was queued.
    pull: wake,
    cancel() {
      wake();
      for (const listener of closed.splice(0)) listener();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}

/** The stream written to a Node response (the custom server's own answers). */
export function nodeStreamSink(res: ServerResponse): StreamSink {
  res.writeHead(200, SSE_HEADERS);
  // The headers go out now: the browser's EventSource opens on them.
  res.flushHeaders();
  const gone = () => res.destroyed || res.writableEnded;
  return {
    write(bytes) {
      if (!gone()) res.write(bytes);
    },
    backedUp: () => !gone() && res.writableNeedDrain,
    drained: () =>
      new Promise((resolve) => {
        if (gone() || !res.writableNeedDrain) return resolve();
        const done = () => {
          res.off("drain", done);
          res.off("close", done);
          resolve();
        };
        res.on("drain", done);
        res.on("close", done);
      }),
    onClose(listener) {
      res.once("close", listener);
    },
    end() {
      if (gone()) return;
      // A reader that stopped reading would hold the socket for good: nothing times
      // an answer out, so what it left unread is dropped with the connection.
      if (res.writableNeedDrain) res.destroy();
      else res.end();
    },
  };
}
