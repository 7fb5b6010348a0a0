/// <reference types="vitest" />
import { defineConfig } from "vite";

export default defineConfig({
  test: {
    include: ["src/index.spec.ts"],
    coverage: {
      include: ["src/**/*"],
      exclude: ["**/*.bench.ts"],
    },
  },
});
