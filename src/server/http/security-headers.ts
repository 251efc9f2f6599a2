// The security headers and the CSP on every answer: API, static files, /api/docs, refusals. Helmet works them
// out once here (lib/security-headers.ts); an onRequest hook copies them onto each answer.
// Registered before every other plugin and route, so nothing answers without them.
import { securityHeaders } from "../lib/security-headers.ts";
import { appWide } from "./app-wide.ts";

export const securityHeadersPlugin = appWide("security-headers", async (app) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the preview of a picture chosen on this device, before it is uploaded (URL.createObjectURL).
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest are our own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense when we are served over https.
    strictTransportSecurity: app.deps.config.appUrl.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
