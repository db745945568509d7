// Reads a Server-Sent Events body as a browser's EventSource would, message by
// message: the table's stream (event-stream.test.ts) and a person's news
// (person-stream.test.ts).
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

import type { GameSnapshot } from "../src";

export interface Message {
  id?: string;
  event?: string;
  data?: string;
}

/** Reads a Server-Sent Events body message by message (null once it has ended). */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<Message | null> {
      for (;;) {
        const cut = buffer.indexOf("\n\n");
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: Message = {};
          for (const line of block.split("\n")) {
            const [, field, value] = /^([a-z]*): ?(.*)$/.exec(line) ?? [];
            if (field === "id" || field === "event" || field === "data")
              message[field] = value;
          }
          return message;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next message that carries a frame (skips the opening `retry:` and pings). */
    async frame(): Promise<{ id: string; frame: GameSnapshot } | null> {
      for (;;) {
        const message = await this.next();
        if (!message) return null;
        if (message.event === "end") return null;
        if (message.id !== undefined && message.data)
          return {
            id: message.id,
            frame: frameOf(message.data),
          };
      }
    },
  };
}


/** A table stream's frame from its `data:` line. */
export const frameOf = (data: string) =>
  superjson.deserialize<GameSnapshot>(JSON.parse(data) as SuperJSONResult);
