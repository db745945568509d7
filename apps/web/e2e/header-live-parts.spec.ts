import { expect, test } from "./fixtures";
import { forgiveRefusals, refuseChunksWith } from "./refused-chunks";
import { openSiteMenu } from "./table-helpers";

// The header's live parts (who you are, My games, your challenges, presence) come in a
// chunk loaded after the page is the browser's (components/site/site-live.tsx). The
// header lives as long as the visit, and next/dynamic keeps its loader's first answer,
// so a chunk that failed once left them out for the whole visit. Now a failure is not
// kept (components/part-of.tsx, @3u3d/ui lazy-part.tsx): asked again at once, and
// again when the browser is back online.
// The service worker would fetch the chunk itself, past the page's routes.
test.use({ serviceWorkers: "block" });

test("the header's live parts come when their code arrives after failing", async ({
  page,
  consoleErrors,
}) => {
  // The chunk with the live parts (the only one with the device id's storage key),
  // refused while "offline": the first load (and the bundler's own second try), and
  // the ask again at once.
  const chunk = await refuseChunksWith(page, "3u3d.device");
  await page.goto("/leaderboard");
  // The bundler tries a chunk twice; the part's stand-in asks once more on its own.
  await expect.poll(chunk.refused).toBeGreaterThanOrEqual(3);
  // Every ask is over: only the browser coming back online brings the parts now.
  await chunk.quiet();
  const nav = await openSiteMenu(page);
  const signIn = nav.getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveCount(0);

  await chunk.online();
  await expect(signIn).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign up" })).toBeVisible();

  // The refusals, said by the browser; nothing else.
  forgiveRefusals(consoleErrors);
});
