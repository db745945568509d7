import { expect, test } from "./fixtures";

test("the home page loads and tells what the game is", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3UP 3DOWN");
  await expect(page.getByText("Empty your hand")).toBeVisible();
});

test("the health endpoint reports the database and its migration", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    ok: boolean;
    database: string;
    migration: string | null;
  };
  expect(body.ok).toBe(true);
  expect(body.database).toBe("up");
  expect(body.migration).toMatch(/^\d{14}_\w+$/);
});
