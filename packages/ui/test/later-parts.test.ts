import { createElement, type ComponentType } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";

import { later } from "../src/later-parts";

// The table's later parts (later-parts.tsx): one React.lazy for every mount, so a part
// that suspends before it first mounts is not fetched again on each retry of the
// render (offline, that was a fetch after fetch), and a failed fetch not kept, so the
// part shows once its code can come. Rendered with react-dom/static's prerender, which
// waits for a lazy part, each render a fresh mount; the empty part's asking on mount,
// online and seen again needs a browser (lazy-part.tsx; e2e/header-live-parts.spec.ts).

const Greeting = ({ word }: { word: string }) => createElement("b", null, word);
const offline = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

async function html(node: React.ReactNode) {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** Three mounts of the part at once, as a table can show it in several places. */
const three = (Part: ComponentType<{ word: string }>) =>
  createElement(
    "div",
    null,
    ...["one", "two", "three"].map((word) => createElement(Part, { key: word, word })),
  );

describe("later", () => {
  it("shows the part once its code is here, asked for once for every mount", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component } = later(load);
    expect(await html(three(Component))).toBe(
      "<div><b>one</b><b>two</b><b>three</b></div>",
    );
    expect(await html(createElement(Component, { word: "again" }))).toBe("<b>again</b>");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offline, shows nothing, and a render does not ask again: only a shown part does", async () => {
    // In the browser a part that suspends before it first mounts is rendered afresh on
    // each retry (React keeps no state for it), so a render that asked again after a
    // failure (a lazy made per mount) would ask after every failed ask, without end.
    // Asking again is the empty part's job once it is shown (lazy-part.tsx).
    const load = vi.fn<() => Promise<typeof Greeting>>(offline);
    const { Component } = later(load);
    expect(await html(three(Component))).toBe("<div></div>");
    expect(load).toHaveBeenCalledTimes(1);
    expect(await html(createElement(Component, { word: "again" }))).toBe("");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failure: once the code can come, the next mount shows the part", async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>(offline);
    const { Component, preload } = later(load);
    expect(await html(createElement(Component, { word: "hello" }))).toBe("");

    // The network is back; the browser's idle preload (or the empty part, shown again)
    // asks for the code again.
    load.mockImplementation(() => Promise.resolve(Greeting));
    await preload();
    expect(await html(createElement(Component, { word: "hello" }))).toBe("<b>hello</b>");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
