/** @type {import("prettier").Config} */
const config = {
  printWidth: 90,
  trailingComma: "all",
};
export default config;
