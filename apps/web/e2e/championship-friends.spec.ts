import { expect, test } from "./fixtures";
import { keepOnlyColours, playUntilOver, secondPerson } from "./play";
import { expectAxeClean, expectNoSidewaysScroll, shoot } from "./table-helpers";

// Issue #23: a championship with a friend and a bot, two short games (three colours),
// standings live on both screens and the championship named at the table.
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

  // The friend watches the standings; the host deals the next game from theirs, and
  // the friend's page shows its table without a reload.
  const standingsLink = "Championship standings and next game";
  await host.getByRole("link", { name: standingsLink }).click();
  await friend.getByRole("link", { name: standingsLink }).click();
  for (const page of [host, friend])
    await expect(page.getByText("1 played")).toBeVisible();
  await expect(
    friend.getByText(
      "The host deals the next game: its table appears here when they do.",
    ),
  ).toBeVisible();
  await host.getByRole("button", { name: "Deal the next game" }).click();
  await host.waitForURL(/\/table\//);
  await friend.getByRole("link", { name: "Go to the table" }).click({ timeout: 15_000 });
  await friend.waitForURL(/\/table\//);
  for (const page of [host, friend]) {
    const bar = page.getByRole("region", { name: "championship" });
    await expect(bar).toContainText("Friends cup · game 2 of 2");
    await expect(bar).toContainText("Penalty points so far (lowest leads):");
  }
  await shoot(friend, testInfo, "championship-table");
  await Promise.all([playUntilOver(host, 240_000), playUntilOver(friend, 240_000)]);

  // Both see the final standings: the sum of each seat's two games, lowest first.
  await friend.getByRole("link", { name: standingsLink }).click();
  await host.getByRole("link", { name: standingsLink }).click();
  for (const page of [host, friend]) {
    await expect(page.getByText("the championship is over")).toBeVisible();
    const totals = (
      await page
        .getByRole("table", { name: "standings" })
        .locator("tbody tr td:nth-child(3)")
        .allTextContents()
    ).map(Number);
    expect(totals).toHaveLength(3);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  }
  await expectNoSidewaysScroll(friend, "the championship standings");
  await expectAxeClean(friend, "the championship standings");
  expect(friendErrors).toEqual([]);
  await close();
});
