import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      // the package imports its own crypto entry; test it from source, unbuilt
      "ohash/crypto": fileURLToPath(
        new URL("src/crypto/node/index.ts", import.meta.url),
      ),
    },
  },
});
