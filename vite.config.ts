// The browser app: index.html at the root loads src/web/boot.ts, which loads src/web/main.tsx once the page has painted. `npm run build` writes dist/, which the
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
        // early-requests.ts apart from the entry (src/web/boot.ts), which it shares with the API client: a chunk that
        // imported the entry's would load the stylesheet attached to it again (decision 022).
        codeSplitting: {
          groups: [
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            { name: "early-requests", test: /src[\\/]web[\\/]early-requests\.ts$/ },
          ],
        },
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
