import { expectTwoGameChampionshipOver } from "./championship-end";
import { expect, test } from "./fixtures";
import { keepOnlyColours, playUntilOver, secondPerson } from "./play";
import { expectAxeClean, expectNoSidewaysScroll, shoot } from "./table-helpers";

// Issue #23: a championship with a friend and a bot, two short games (three colours),
// standings live on both screens and the championship named at the table. The host
// deals game 2 from game 1's result and the friend, still looking at it, is told live;
// the last game's result and the standings name the winner.
test("two friends and a bot play a two-game championship, standings live for both", async ({
  page: host,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one two-browser championship is enough",
  );
  test.setTimeout(600_000);
  const {
    page: friend,
    errors: friendErrors,
    close,
  } = await secondPerson(browser, host, testInfo);

  await host.goto("/championships");
  const form = host.getByRole("form", { name: "create a championship" });
  await form.getByLabel("Name").fill("Friends cup");
  await form.getByLabel("Seat 2").selectOption("human");
  await form.getByRole("button", { name: "Add a seat" }).click();
  await form.getByLabel("Seat 3").selectOption("random");
  await form.getByRole("spinbutton", { name: "number of games" }).fill("2");
  await keepOnlyColours(form, ["red", "orange", "yellow"]);
  await form
    .getByRole("button", { name: "Start the championship" })
    .click({ timeout: 10_000 });
  await host.waitForURL(/\/table\//);

  // The first game gathers in its lobby: the friend follows the invite link.
  const link = (await host.getByTestId("invite-link").textContent()) ?? "";
  await friend.goto(link);
  await friend.getByRole("button", { name: "Take my seat" }).click();
  await friend.waitForURL(/\/table\//);
  await host.getByRole("button", { name: "Deal the cards" }).click();

  for (const page of [host, friend])
    await expect(page.getByRole("region", { name: "championship" })).toContainText(
      "Friends cup · game 1 of 2",
    );
  await expectAxeClean(friend, "a championship table");
  await Promise.all([playUntilOver(host, 240_000), playUntilOver(friend, 240_000)]);

  // Both stay on the result. The host deals game 2 from there, and the friend, still
  // looking at game 1's result, is told live and goes there with one button.
  await expect(friend.getByText("Waiting for the host to deal game 2.")).toBeVisible();
  await expectAxeClean(friend, "a championship game's result");
  const game1 = host.url();
  await host.getByRole("button", { name: "Deal game 2" }).click();
  await host.waitForURL(
    (url) => url.href !== game1 && url.pathname.startsWith("/table/"),
  );
  await expect(
    friend.getByRole("status").filter({ hasText: "The host has dealt game 2." }),
  ).toBeVisible({ timeout: 15_000 });
  await friend.getByRole("button", { name: "Go to game 2" }).click();
  await friend.waitForURL((url) => url.pathname === new URL(host.url()).pathname);
  for (const page of [host, friend]) {
    const bar = page.getByRole("region", { name: "championship" });
    await expect(bar).toContainText("Friends cup · game 2 of 2");
    await expect(bar).toContainText("Penalty points so far (lowest leads):");
  }
  await shoot(friend, testInfo, "championship-table");
  await Promise.all([playUntilOver(host, 240_000), playUntilOver(friend, 240_000)]);

  // The last game's result names the championship's winner, on both screens.
  for (const page of [host, friend])
    await expect(page.locator(".championship-next [role=status]")).toHaveText(
      /^(You win|.+ wins|.+ share) the championship!$/,
    );
  await shoot(friend, testInfo, "championship-last-result");
  // Both see the final standings: the sum of each seat's two games, lowest first.
  const standingsLink = "Championship standings";
  await friend.getByRole("link", { name: standingsLink }).click();
  await host.getByRole("link", { name: standingsLink }).click();
  for (const page of [host, friend])
    expect(await expectTwoGameChampionshipOver(page)).toHaveLength(3);
  await expectNoSidewaysScroll(friend, "the championship standings");
  await expectAxeClean(friend, "the championship standings");
  expect(friendErrors).toEqual([]);
  await close();
});
