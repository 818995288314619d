import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layering, as lint rules (see README, Architecture). `no-restricted-imports` holds
 * the folders: shared code (components/, constants.ts, i18n/) imports no feature and no app;
 * the catalogue feature never imports app/; its data layer (catalog/data/) imports nothing
 * of the feature but the URL's vocabulary (catalog/address/catalog-address.ts). A second rule,
 * `@typescript-eslint/no-restricted-imports`, holds the modules: only the product
 * generator (with its generated locale and its test) imports faker, only the product
 * worker imports the generator and no production module imports the worker (the page's
 * main thread takes the data model's types from catalog/data/model.ts), and only tests
 * import src/testing/. A later block replaces an earlier one's options for the same rule,
 * so each block lists every restriction that holds for its files.
 */
const relativeTo = (folder) => `^\\.{1,2}/(.*/)?${folder}(/|$)`;
const noApp = {
  regex: relativeTo("app"),
  message: "app/ composes the features: a feature or shared module never imports it.",
};
const noFeature = {
  regex: relativeTo("catalog"),
  message: "Shared code imports no feature: move what both need into shared code.",
};
const onlyDataAndParams = {
  regex: "^(\\./)*\\.\\./(?!address/catalog-address$|\\.\\./)",
  message:
    "The data layer imports nothing of the feature but address/catalog-address: the page uses the data, never the other way round.",
};
const noFaker = {
  regex: "^@faker-js/faker(/|$)",
  message: "Only the product generator (src/catalog/data/product-generator.ts) knows faker.",
};
const noTesting = {
  regex: relativeTo("testing"),
  message: "src/testing/ is for tests: production code never imports it.",
};
const noGeneratorHere = {
  regex: "(^|/)data/product-(generator|worker)$|^\\./product-(generator|worker)$",
  message:
    "The generator (and faker with it) runs in the product worker only: take the types from model.ts, or ask the worker pool (worker-pool.ts).",
};
const TESTS = ["src/**/*.test.{ts,tsx}", "src/testing/**"];
const FAKER_OWNERS = [
  "src/catalog/data/product-generator.ts",
  "src/catalog/data/product-generator.test.ts",
  "src/catalog/data/locales/*.generated.ts",
];
const restrict = (rule, files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { [rule]: ["error", { patterns }] },
});
const folders = (files, patterns) => restrict("no-restricted-imports", files, patterns);
const modules = (files, patterns, ignores) =>
  restrict("@typescript-eslint/no-restricted-imports", files, patterns, ignores);
const layering = [
  folders(["src/components/**", "src/constants.ts", "src/i18n/**"], [noApp, noFeature]),
  folders(["src/catalog/**", "src/testing/**"], [noApp]),
  folders(["src/catalog/data/**"], [noApp, onlyDataAndParams]),
  modules(
    ["src/**/*.{ts,tsx}"],
    [noFaker, noTesting, noGeneratorHere],
    [...TESTS, ...FAKER_OWNERS, "src/catalog/data/product-worker.ts"],
  ),
  modules(["src/catalog/data/product-worker.ts"], [noFaker, noTesting]),
  modules(TESTS, [noFaker], FAKER_OWNERS),
  modules(
    ["src/catalog/data/product-generator.ts", "src/catalog/data/locales/*.generated.ts"],
    [noTesting],
  ),
];

export default tseslint.config(
  { ignores: ["dist", "test-results", "playwright-report", "**/.wrangler"] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "no-eval": "error",
      "no-implied-eval": "off",
      "@typescript-eslint/no-implied-eval": "error",
      "no-new-func": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render text as React children: never inject HTML.",
        },
        {
          selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
          message: "Set textContent, never HTML.",
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: "Never inject HTML.",
        },
        {
          // no-restricted-imports sees static imports only.
          selector: "ImportExpression[source.value=/^\\.{1,2}\\/(.*\\/)?app(\\/|$)/]",
          message: "app/ composes the features: nothing imports it, lazily or not.",
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // No react-refresh rule: a module is a job, so a component and the hook or rule only
    // it uses live together. Vite's fast refresh reloads such a module in full instead.
    rules: reactHooks.configs.recommended.rules,
  },
  ...layering,
  {
    // No import cycle in src/: a cycle makes module order matter (a value read before its
    // module has run) and ties modules that should depend one way. The rule skips
    // `import type`; scripts/check-import-cycles.mjs (in `npm run lint`) counts it.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: "./tsconfig.app.json" }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Parts of the benchmark run inside the page.
    files: ["scripts/bench.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
