import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layering, as lint rules (see README, Architecture): shared code (components/,
 * constants.ts) imports no feature and no app; the catalogue feature never imports app/;
 * its data layer (catalog/data/) imports nothing of the feature but the URL's vocabulary
 * (catalog-params.ts); only the product generator knows faker. Each rule lists every
 * restriction that holds for its files, since a later block replaces an earlier one.
 */
const noFaker = {
  name: "@faker-js/faker",
  message: "Only the product generator (src/catalog/data/products.ts) knows faker.",
};
const noApp = {
  regex: "^(\\.\\./)+app(/|$)",
  message: "app/ composes the features: a feature or shared module never imports it.",
};
const noFeature = {
  regex: "^(\\.\\./)*(\\./)?catalog(/|$)",
  message: "Shared code imports no feature: move what both need into shared code.",
};
const onlyDataAndParams = {
  regex: "^\\.\\./(?!catalog-params$)[^./]",
  message:
    "The data layer imports nothing of the feature but catalog-params: the page uses the data, never the other way round.",
};
const layer = (files, paths, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { paths, patterns }] },
});

export default tseslint.config(
  { ignores: ["dist", "test-results", "playwright-report"] },
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
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-refresh/only-export-components": ["error", { allowConstantExport: true }],
    },
  },
  layer(["src/**/*.{ts,tsx}"], [noFaker], []),
  layer(["src/components/**", "src/constants.ts"], [noFaker], [noApp, noFeature]),
  layer(["src/catalog/**", "src/testing/**"], [noFaker], [noApp]),
  layer(["src/catalog/data/**"], [noFaker], [noApp, onlyDataAndParams]),
  layer(
    [
      "src/catalog/data/products.ts",
      "src/catalog/data/products.test.ts",
      "src/catalog/data/product-locale.generated.ts",
    ],
    [],
    [noApp, onlyDataAndParams],
  ),
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
