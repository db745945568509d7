import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

// A part's code that does not come: the page's script files that contain a marker
// string, refused as a browser offline refuses them, until the network is "back".
// For the parts loaded apart that must survive it (the header's live parts, the
// table's later parts: packages/ui lazy-part.tsx). The service worker would fetch the
// chunk itself, past the page's routes: a spec using this blocks it.

export async function refuseChunksWith(page: Page, marker: string) {
  let offline = true;
  let refused = 0;
  let lastRefused = 0;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (offline && body.includes(marker)) {
      refused++;
      lastRefused = Date.now();
      return route.abort("internetdisconnected");
    }
    return route.fulfill({ response, body });
  });
  return {
    /** How many loads of the chunk were refused so far. */
    refused: () => refused,
    /** Waits until every ask so far is over: none has come for a second and a half. */
    quiet: () => expect.poll(() => Date.now() - lastRefused).toBeGreaterThan(1_500),
    /** The network is back: nothing is refused from now on, and the page is told. */
    online: async () => {
      offline = false;
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
    },
  };
}

/** The console errors less the browser's own words for the refused loads. */
export function forgiveRefusals(consoleErrors: string[]): void {
  const others = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}
