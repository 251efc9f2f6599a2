// The browser app: index.html at the root loads src/web/main.tsx. `npm run build` writes dist/, which the
// Node server serves (src/server/app.ts). In development, Vite proxies the API to the server on API_PORT.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/prerender.ts reads which chunks a prerendered page preloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: left to itself the bundler put it into a chunk the entry imports (for a
        // constant), so every first load paid ~25 KB gzip for validation only forms need (issue 22).
        codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/healthz": { target: apiTarget, changeOrigin: false },
    },
  },
});
