// The lint rule that keeps words out of JSX (tooling/eslint/i18n.js) is on for this
// app's translated files and catches what it should: run by `pnpm test`, so the rule
// cannot be dropped from the config, or stop matching, without a failure here.
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";

import i18nConfig from "@3u3d/eslint-config/i18n";

const SAMPLE = `
export function Probe({ n, name, open }) {
  return (
    <section className="wide panel" aria-label="Seats">
      Your turn
      {" · "}
      {name} — {n}
      {"Pick up"}
      {open ? "Open" : "Closed"}
      {open && \`\${n} seats\`}
      <input placeholder="Your name" title={\`Seat \${n}\`} alt={name} />
    </section>
  );
}
`;

describe("no literal words in JSX", () => {
  // No clock limit: loading the app's whole lint config (type-aware rules) is slow on a
  // busy machine, never wrong.
  it("is on for the app's translated components", { timeout: 0 }, async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const config = (await eslint.calculateConfigForFile(
      "src/components/site/site-nav.tsx",
    )) as { rules: Record<string, unknown> };
    expect(config.rules["react/jsx-no-literals"]).toEqual([
      2,
      expect.objectContaining({ noStrings: true }),
    ]);
    expect(config.rules["no-restricted-syntax"]).toEqual(expect.arrayContaining([2]));
  });

  it("flags words in text, in braces, in either branch and in read attributes; not symbols or class names", async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.tsx"],
          languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
        },
        // The plugin's own types and ESLint's differ on legacy fields only.
        ...(i18nConfig as unknown as Linter.Config[]),
      ],
    });
    const [result] = await eslint.lintText(SAMPLE, { filePath: "probe.tsx" });
    const flagged = (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId}`);
    expect(flagged.sort()).toEqual(
      [
        "4:no-restricted-syntax", // aria-label="Seats"
        "4:react/jsx-no-literals", // Your turn (reported where the text node starts)
        "8:react/jsx-no-literals", // {"Pick up"}
        "9:no-restricted-syntax", // "Open"
        "9:no-restricted-syntax", // "Closed"
        "10:no-restricted-syntax", // `${n} seats`
        "11:no-restricted-syntax", // placeholder
        "11:no-restricted-syntax", // title
      ].sort(),
    );
  });
});
