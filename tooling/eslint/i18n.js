// Every word a player reads comes from the catalogues (@3u3d/i18n): text written
// straight into JSX fails lint. `react/jsx-no-literals` (eslint-plugin-react, the
// plugin the React ecosystem already keeps) catches text children and, with
// `noStrings`, strings inside `{…}` among the children; the player-read attributes
// (aria-label, title, placeholder, alt, label) are checked by a selector of ESLint's
// own, since the plugin's attribute option would also flag every className. Strings
// with no letter in them (punctuation, "·", "—", digits) are allowed: they read the
// same in every language.
import react from "eslint-plugin-react";

/** Attributes a player reads or hears. */
const READ_ATTRIBUTES = ["aria-label", "title", "placeholder", "alt", "label"];
/** Strings allowed as they are: they contain no word of any language. */
const SAME_IN_EVERY_LANGUAGE = [
  "3UP 3DOWN",
  "·",
  "—",
  "–",
  "×",
  "/",
  ":",
  "(",
  ")",
  "%",
  "+",
  "-",
  "…",
  "#",
  "|",
  "→",
  "←",
  "↑",
  "↓",
  "✓",
  "✕",
];

const attributePattern = `/^(${READ_ATTRIBUTES.join("|")})$/`;

export default [
  {
    files: ["**/*.tsx"],
    plugins: { react },
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          noAttributeStrings: false,
          // Separators and symbols read the same in every language; the game's name too.
          allowedStrings: SAME_IN_EVERY_LANGUAGE,
        },
      ],
      "no-restricted-syntax": [
        "error",
        // A word in either branch of `{cond ? "a" : "b"}` or `{cond && "a"}` among the
        // children: jsx-no-literals looks only at a string standing alone in the braces.
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\p{L}/u]`,
          message:
            "A player reads this text: take the words from the catalogue (useTranslations).",
        },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]`,
          message:
            "A player reads this text: take the words from the catalogue (useTranslations).",
        },
        {
          selector: `JSXAttribute[name.name=${attributePattern}] > Literal[value=/\\p{L}/u]`,
          message:
            "A player reads this attribute: take the words from the catalogue (useTranslations).",
        },
        {
          selector: `JSXAttribute[name.name=${attributePattern}] > JSXExpressionContainer > Literal[value=/\\p{L}/u]`,
          message:
            "A player reads this attribute: take the words from the catalogue (useTranslations).",
        },
        {
          selector: `JSXAttribute[name.name=${attributePattern}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]`,
          message:
            "A player reads this attribute: take the words from the catalogue (useTranslations).",
        },
      ],
    },
  },
];
