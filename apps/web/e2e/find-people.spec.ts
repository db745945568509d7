import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signInOverHttp } from "./sign-in-http";
import { looksRight } from "./table-helpers";

// Finding people (issue #63): Alice finds Zoë by typing the start of her name without
// the accent and follows her from the result; Carl, whom Alice just played, is offered
// under "People you played with recently", and her follow link is there to share.
// Zoë renames herself, and her old readable address still lands on her profile.

const PASSWORD = "find-me-if-you-can";

/** An account made over HTTP in `http`'s cookie jar (signed in when asked); its player id. */
async function account(
  http: APIRequestContext,
  username: string,
  name: string,
  signIn = true,
): Promise<string> {
  const made = await http.post("/api/trpc/account.signUp", {
    data: { json: { username, password: PASSWORD, name } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  if (!signIn) return "";
  expect(await signInOverHttp(http, username, PASSWORD)).toBe("");
  const me = await http.get("/api/trpc/session.me");
  return ((await me.json()) as { result: { data: { json: { playerId: string } } } })
    .result.data.json.playerId;
}

async function mutate<T>(http: APIRequestContext, path: string, input: unknown) {
  const res = await http.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

test("a player finds another by typing part of their name and follows them from the result", async ({
  page: alice,
  request: others,
}, testInfo) => {
  const tag = `${testInfo.project.name.slice(0, 1)}${Date.now() % 1_000_000}`;
  await account(alice.request, `alice_${tag}`, `Alice ${tag}`);
  await account(others, `zoe_${tag}`, `Zoë Quist ${tag}`, false);
  // Carl shares a table with Alice (her challenge, his accept).
  const carlId = await account(others, `carl_${tag}`, `Carl ${tag}`);
  const challenge = await mutate<{ id: string }>(alice.request, "friends.challenge", {
    playerId: carlId,
  });
  await mutate(others, "friends.accept", { challengeId: challenge.id });

  await alice.goto("/friends");
  const search = alice.getByRole("search");
  await search.getByLabel("Name").fill(`zoe quist ${tag.slice(0, 4)}`);
  const found = alice.getByRole("list", { name: "players found" });
  const zoe = found.getByRole("listitem").filter({ hasText: `Zoë Quist ${tag}` });
  await expect(zoe).toContainText(`/players/zoë-quist-${tag}`);
  await zoe.getByRole("button", { name: `Follow Zoë Quist ${tag}` }).click();
  await expect(
    zoe.getByRole("button", { name: `Following Zoë Quist ${tag}` }),
  ).toHaveAttribute("aria-pressed", "true");
  const following = alice.getByRole("region", { name: "People you follow" });
  await expect(following).toContainText(`Zoë Quist ${tag}`);

  const recent = alice.getByRole("region", { name: "People you played with recently" });
  await expect(recent.getByRole("button", { name: `Follow Carl ${tag}` })).toBeVisible();
  const link = alice.getByRole("textbox", { name: "Your follow link" });
  await expect(link).toHaveValue(new RegExp(`/players/alice-${tag}\\?follow$`));
  await looksRight(alice, testInfo, "find-people-friends");

  // Zoë (signing in where Carl was) renames herself: her old address, as shared,
  // redirects to the new one.
  expect(await signInOverHttp(others, `zoe_${tag}`, PASSWORD)).toBe("");
  await mutate(others, "session.rename", { name: `Zoë Q ${tag}` });
  await alice.goto(`/players/zo%C3%AB-quist-${tag}?follow`);
  await alice.waitForURL(new RegExp(`/players/zo(%C3%AB|ë)-q-${tag}\\?follow$`));
  await expect(alice.getByRole("heading", { name: `Zoë Q ${tag}` })).toBeVisible();
  await expect(alice.getByText(`You follow Zoë Q ${tag}.`)).toBeVisible();
  await looksRight(alice, testInfo, "find-people-follow-link");
});

test("a follow link leads someone signed out through sign-up and back to Follow", async ({
  page: visitor,
  request: others,
}, testInfo) => {
  const tag = `${testInfo.project.name.slice(0, 1)}${Date.now() % 1_000_000}`;
  await account(others, `host_${tag}`, `Hana ${tag}`, false);
  await visitor.goto(`/players/hana-${tag}?follow`);
  const invite = visitor.getByText(`to follow Hana ${tag}.`);
  await expect(invite).toBeVisible();
  await looksRight(visitor, testInfo, "find-people-invited");
  await invite.getByRole("link", { name: "Create an account" }).click();
  await visitor.getByLabel("User name").fill(`newcomer_${tag}`);
  await visitor.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await visitor.getByRole("button", { name: "Create account" }).click();
  await visitor.waitForURL(new RegExp(`/players/hana-${tag}\\?follow$`));
  await expect(visitor.getByText(`Hana ${tag} shared this link`)).toBeVisible();
  await visitor.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(visitor.getByText(`You follow Hana ${tag}.`)).toBeVisible();
});
