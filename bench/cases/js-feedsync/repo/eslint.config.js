import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    rules: {
      "no-console": "warn",
      "prefer-const": "warn",
      eqeqeq: ["error", "smart"],
    },
  },
];
