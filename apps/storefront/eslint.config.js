import { shopEslintConfig } from "@shop/eslint-config";

export default shopEslintConfig({ ignores: ["test-results/**", "playwright-report/**"] });
