// The browser app: index.html at the root loads src/web/boot.ts, which loads src/web/main.tsx once the page has painted. `npm run build` writes dist/, which the
// Node server serves (src/server/app.ts). In development, Vite proxies the API to the server on API_PORT.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** The web app manifest (dist/manifest.webmanifest): what a phone needs to install StrongBond. */
const webAppManifest = {
  id: "/",
  name: "StrongBond",
  short_name: "StrongBond",
  description: "Fathers and sons growing together in faith and fitness.",
  // The installed app opens on the person's own dashboard (the server redirects /dashboard; offline, the app does).
  start_url: "/dashboard",
  scope: "/",
  display: "standalone" as const,
  orientation: "portrait" as const,
  theme_color: "#14213d",
  background_color: "#ffffff",
  lang: "en",
  categories: ["education", "lifestyle", "health"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

// One id per build, read by the app and its service worker (import.meta.env.VITE_BUILD_ID): "StrongBond was updated".
process.env.VITE_BUILD_ID ??= `${Date.now().toString(36)}`;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app and its service worker: our own worker (src/web/sw.ts, built by Vite with
    // Workbox's modules) gets the list of the build's files to precache; the app registers it itself after the first
    // paint (src/web/offline/register-service-worker.ts), so nothing is injected into index.html.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/web",
      filename: "sw.ts",
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: the entry, every screen's chunk, the stylesheet, fonts and icons. Not the prerendered pages
        // (the shell answers a navigation with no network), not the server renderer, not the compressed copies.
        globPatterns: ["index.html", "assets/**/*.{js,css,woff2}", "icons/*.png", "favicon.svg"],
        // Staff screens (admin, organizations, the studio) are never read offline: they load from the network.
        globIgnores: [".ssr/**", "prerendered/**", "**/*.{br,gz}", "assets/admin-*", "assets/organization*", "assets/*studio*", "assets/*-import-*"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/prerender.ts reads which chunks a prerendered page preloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: left to itself the bundler put it into a chunk the entry imports (for a
        // constant), so every first load paid ~25 KB gzip for validation only forms need.
        // early-requests.ts apart from the entry (src/web/boot.ts), which it shares with the API client: a chunk that
        // imported the entry's would load the stylesheet attached to it again.
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
