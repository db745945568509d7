// What every package's dependency-cruiser config shares: how to read TypeScript and
// the workspace's package exports, and where to stop. Each config keeps its own rules.
/** @type {import('dependency-cruiser').IConfiguration["options"]} */
module.exports = {
  // Other packages are leaves here: their own insides are theirs to check.
  doNotFollow: { path: ["node_modules", "^\\.\\./"] },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: "tsconfig.json" },
  enhancedResolveOptions: {
    exportsFields: ["exports"],
    conditionNames: ["import", "require", "node", "default", "types"],
  },
};
