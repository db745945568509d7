import { expect, test } from "./fixtures";
import { secondPerson } from "./play";
import { expectAxeClean, expectNoSidewaysScroll, openTableTab } from "./table-helpers";

test("two people at one table talk live, react, and one mutes the other", async ({
  page: alice,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const {
    page: bob,
    errors: bobErrors,
    close,
  } = await secondPerson(browser, alice, testInfo);

  // Alice sets up a table for two people; Bob joins through the invite link.
  await alice.goto("/");
  const form = alice.getByRole("form", { name: "create a table" });
  await form.getByLabel("Seat 2").selectOption("human");
  await form.getByRole("button", { name: "Create the table" }).click();
  await alice.waitForURL(/\/table\//);
  const link = (await alice.getByTestId("invite-link").textContent()) ?? "";
  await bob.goto(link);
  await bob.getByRole("button", { name: "Take my seat" }).click();
  await bob.waitForURL(/\/table\//);
  await expect(bob.getByText("Waiting for the host to deal")).toBeVisible();
  await alice.getByRole("button", { name: "Deal the cards" }).click();
  for (const page of [alice, bob])
    await expect(page.getByRole("region", { name: "your cards" })).toBeVisible();

  const talkOf = (page: typeof alice) => page.getByRole("region", { name: "table talk" });
  const logOf = (page: typeof alice) => talkOf(page).getByRole("log");

  // Talk is a tab of the table's panel (a drawer on a phone). Alice opens it; Bob,
  // still looking at the history, gets a badge for the message he has not read.
  await openTableTab(alice, "Talk");
  const box = talkOf(alice).getByRole("textbox", { name: "Message to the table" });
  await box.fill("Good luck, Bob!");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  // On a phone the tool button carries it, on a wide screen the tab.
  const unread = /^Talk\s*\(1 new\)$/;
  await expect(
    bob.getByRole("button", { name: unread }).or(bob.getByRole("tab", { name: unread })),
  ).toBeVisible();
  await openTableTab(bob, "Talk");
  await expect(logOf(bob)).toContainText("Good luck, Bob!");
  await expect(bob.locator(".badge")).toHaveCount(0);

  // Bob reacts; Alice sees the reaction by its name.
  await talkOf(bob).getByRole("button", { name: "Thumbs up" }).click();
  await expect(logOf(alice).getByRole("img", { name: "Thumbs up" })).toBeVisible();
  // …and as a bubble on Bob's seat at the table, for a few seconds.
  await expect(
    alice.getByRole("region", { name: "other players" }).getByRole("img", {
      name: "Thumbs up",
    }),
  ).toHaveCount(1);
  const bobName = ((await logOf(alice).locator("li strong").last().textContent()) ?? "")
    .replace(/:$/, "")
    .trim();
  expect(bobName.length).toBeGreaterThan(1);

  await expectAxeClean(alice, "table talk");
  await expectNoSidewaysScroll(alice, "table talk");
  await talkOf(alice).scrollIntoViewIfNeeded();
  await alice.screenshot({
    path: `/tmp/talk-${testInfo.project.name}-alice.png`,
    fullPage: true,
  });

  // Alice mutes Bob: his next message reaches Bob's own page but not hers.
  await talkOf(alice)
    .getByRole("button", { name: `Mute ${bobName}` })
    .click();
  await expect(
    talkOf(alice).getByRole("button", { name: `Unmute ${bobName}` }),
  ).toHaveAttribute("aria-pressed", "true");
  const bobBox = talkOf(bob).getByRole("textbox", { name: "Message to the table" });
  await bobBox.fill("You will not read this");
  await talkOf(bob).getByRole("button", { name: "Send" }).click();
  await expect(logOf(bob)).toContainText("You will not read this");
  await expect(talkOf(alice)).toContainText("2 messages hidden (muted).");
  await expect(logOf(alice)).not.toContainText("You will not read this");
  await expect(logOf(alice)).toContainText("Good luck, Bob!");

  // The mute is remembered on Alice's device.
  await alice.reload();
  await openTableTab(alice, "Talk");
  await expect(talkOf(alice)).toContainText("2 messages hidden (muted).");
  await talkOf(alice)
    .getByRole("button", { name: `Unmute ${bobName}` })
    .click();
  await expect(logOf(alice)).toContainText("You will not read this");

  await expectAxeClean(bob, "table talk (Bob)");
  await talkOf(bob).scrollIntoViewIfNeeded();
  await bob.screenshot({ path: `/tmp/talk-${testInfo.project.name}-bob.png` });
  expect(bobErrors).toEqual([]);
  await close();
});
