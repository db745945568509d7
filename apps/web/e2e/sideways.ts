import { expect, type Page } from "@playwright/test";

// The page fits its width (375 px on the phone): nothing scrolls sideways, now or for a
// moment while something moves. A failure names what reaches past the edge, so a run in
// CI says where to look.

/**
 * What reaches past the window's right edge (runs in the page). What is hidden, like the
 * side panel waiting off screen on a phone, is left out: it widens nothing.
 */
function pastTheEdge(): string[] {
  const edge = document.documentElement.clientWidth + 0.5;
  return [...document.body.querySelectorAll("*")]
    .filter(
      (el) =>
        el.getBoundingClientRect().right > edge &&
        getComputedStyle(el).visibility !== "hidden",
    )
    .slice(0, 5)
    .map((el) => {
      const classes = [...el.classList].map((c) => `.${c}`).join("");
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${classes} (right edge ${right})`;
    });
}

/** The page as it is now does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  const past = scroll > client ? (await page.evaluate(pastTheEdge)).join(", ") : "";
  expect(
    scroll,
    `${what} scrolls sideways; past the edge: ${past || "nothing named"}`,
  ).toBeLessThanOrEqual(client);
}

/**
 * From the next page load on, looks at every frame and keeps each one that scrolled
 * sideways (with what reached past the edge): for what moves, like cards in flight,
 * which a single look would catch only by luck.
 */
export async function watchSidewaysScroll(page: Page) {
  await page.addInitScript(`(() => {
    const pastTheEdge = ${pastTheEdge.toString()};
    const wide = [];
    window.__sidewaysFrames = wide;
    const look = () => {
      const { scrollWidth, clientWidth } = document.documentElement;
      if (scrollWidth > clientWidth && wide.length < 5)
        wide.push(scrollWidth + " px wide: " + (pastTheEdge().join(", ") || "nothing named"));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`);
}

/** No frame since watchSidewaysScroll (on this page) scrolled sideways. */
export async function expectNeverScrolledSideways(page: Page, what: string) {
  const frames = await page.evaluate(
    () => (window as unknown as { __sidewaysFrames?: string[] }).__sidewaysFrames,
  );
  expect(frames, "the page was watched").toBeDefined();
  expect(frames, `${what}: frames that scrolled sideways`).toEqual([]);
}
