import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "./fixtures";

// The harness itself (fixtures.ts): an API request whose connection the server resets
// before answering is sent again, as a browser would, instead of failing the test. Both
// kinds of client are checked: the `request` fixture and a page's own `page.request`.
test("an API request whose connection is reset is sent again", async ({
  page,
  request,
}) => {
  let received = 0;
  // Every other request is reset: the first of each pair fails, its second try succeeds.
  const server = createServer((req, res) => {
    received += 1;
    if (received % 2 === 1) req.socket.destroy();
    else res.end(`answered ${received}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    expect(await (await request.get(url)).text()).toBe("answered 2");
    expect(await (await page.request.post(url, { data: "x" })).text()).toBe("answered 4");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
