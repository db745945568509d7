import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "./fixtures";

// The harness itself (fixtures.ts): an API request whose connection the server resets
// before answering is sent again, as a browser would, instead of failing the test.
test("an API request whose connection is reset is sent again", async ({ request }) => {
  let received = 0;
  const server = createServer((req, res) => {
    received += 1;
    if (received === 1) req.socket.destroy();
    else res.end("answered");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await request.get(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe("answered");
    expect(received).toBe(2);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
