// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The shop's flat config. Not type-aware on purpose: `typecheck` already runs tsc per
 * package, and type-aware lint would double the CPU cost on 2-core CI.
 *
 * @param {{ ignores?: string[] }} [options]
 */
export function shopEslintConfig(options = {}) {
  return tseslint.config(
    {
      ignores: [
        "**/dist/**",
        "**/coverage/**",
        "**/storybook-static/**",
        "**/.turbo/**",
        "**/node_modules/**",
        ...(options.ignores ?? []),
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: "module",
        globals: { ...globals.browser, ...globals.node },
      },
      rules: {
        "@typescript-eslint/no-explicit-any": "error",
        "@typescript-eslint/consistent-type-imports": "error",
        "@typescript-eslint/no-unused-vars": [
          "error",
          { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
        ],
        "no-console": ["error", { allow: ["warn", "error", "info"] }],
        eqeqeq: ["error", "smart"],
      },
    },
    {
      files: ["**/*.tsx"],
      plugins: { "react-hooks": reactHooks },
      rules: {
        "react-hooks/rules-of-hooks": "error",
        "react-hooks/exhaustive-deps": "error",
      },
    },
    {
      // Tests index fixtures they just built; `!` there is clearer than a guard.
      files: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "**/testing/**"],
      rules: { "@typescript-eslint/no-non-null-assertion": "off" },
    },
    {
      // Benchmarks and CLI scripts print their numbers.
      files: ["**/bench/**", "**/scripts/**", "**/bin/**", "**/*.bench.ts"],
      rules: { "no-console": "off" },
    },
  );
}

export default shopEslintConfig();
