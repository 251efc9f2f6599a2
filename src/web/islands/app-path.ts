// Which links a page drawn without the app hands to the app, and which the browser follows itself: shared by the
// public pages' island (public-page.ts) and the dashboard held until he acts (hydrate-on-intent.ts).

/** The app's own path a link leads to, or null for anything the browser should follow itself. */
export function appPathOf(link: HTMLAnchorElement, event?: MouseEvent): string | null {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // The server's own pages and files (the API and its docs, uploads, the covers, anything with an extension).
  if (/^\/(api|uploads|covers|icons|assets)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // A jump within this page ("Skip to content").
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== "") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
