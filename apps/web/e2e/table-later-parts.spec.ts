import { expect, test } from "./fixtures";
import { forgiveRefusals, refuseChunksWith } from "./refused-chunks";
import { openTableTab } from "./table-helpers";

// The table's Rules tab (and its result) come in a chunk of their own, fetched when
// the browser is idle (packages/ui later-parts.tsx). A chunk that cannot come leaves
// the tab empty, not the table broken; it is asked for again when the empty tab is
// shown (mounted, with the table), when the tab of the browser is looked at again and
// when the browser is back online, and then the rules are there (lazy-part.tsx). Asked
// for a few times, not on every retry of a render: one lazy serves every mount (a lazy
// made per mount asked again and again, offline, without end).
// The service worker would fetch the chunk itself, past the page's routes.
test.use({ serviceWorkers: "block" });

test("the table's Rules tab comes when its code arrives after failing, asked for a few times only", async ({
  page,
  consoleErrors,
}) => {
  // The chunk with the rules at a glance (their class name), refused while "offline".
  const chunk = await refuseChunksWith(page, "rules-glance");
  await page.goto("/practice");
  await page.getByRole("button", { name: "Deal" }).click();
  // The idle preload failed (the bundler tries a chunk twice), and so did the ask of
  // the empty Rules tab (its content is there, hidden, while the table is): then the
  // asking stops, where a render that asked again would ask on and on.
  await expect.poll(chunk.refused).toBeGreaterThanOrEqual(1);
  await chunk.quiet();

  // The tab shows nothing; the rest of the table is there.
  await openTableTab(page, "Rules");
  const glance = page
    .getByRole("tabpanel", { name: /^Rules/ })
    .getByRole("region", { name: "the rules at a glance" });
  await expect(glance).toHaveCount(0);
  await expect(page.getByRole("region", { name: "your cards" })).toBeVisible();

  await chunk.online();
  await expect(glance.getByText("The rules in 30 seconds")).toBeVisible();

  // The refusals, said by the browser; nothing else.
  forgiveRefusals(consoleErrors);
});
