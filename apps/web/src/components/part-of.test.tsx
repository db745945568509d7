import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { inside, partOf } from "./part-of";

// The loader next/dynamic is given (part-of.tsx), with a module whose chunk fails to
// come once: a required part's failure fails, an optional one's is not kept for the
// visit (the header lives as long as it). How an optional part recovers is
// @3u3d/ui's lazy-part.tsx, tested there (packages/ui/test/lazy-part.test.ts).
// Rendered on the server's renderer, where each render is a fresh mount of the part.

const Greeting = ({ word }: { word: string }) => <b>{word}</b>;
const parts = { Greeting };
const offline = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("partOf", () => {
  it("gives the named export of the module", async () => {
    const load = vi.fn(() => Promise.resolve(parts));
    expect(await partOf(load, "Greeting")()).toBe(Greeting);
  });

  it("lets a required part's failed load fail (the page's error boundary says it)", async () => {
    await expect(partOf(offline, "Greeting")()).rejects.toThrow("Failed to fetch");
  });

  it("gives an optional part's failed load as an empty part that asks again", async () => {
    const load = vi.fn<() => Promise<typeof parts>>(offline);
    const loader = partOf(load, "Greeting", { optional: true });
    const First = await loader();
    expect(renderToString(<First word="hello" />)).toBe("");
    load.mockImplementation(() => Promise.resolve(parts));
    expect(await loader()).toBe(Greeting);
    expect(renderToString(<First word="hello" />)).toBe("<b>hello</b>");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("inside", () => {
  it("renders the part inside its providers, each given the props", () => {
    const Around = ({ tone, children }: { tone: string; children: React.ReactNode }) => (
      <div className={tone}>{children}</div>
    );
    const Both = inside(Around, Greeting);
    expect(renderToString(<Both tone="warm" word="hi" />)).toBe(
      '<div class="warm"><b>hi</b></div>',
    );
  });
});
