// The navigation bar's two looks, shared by the bar (nav-bar.tsx) and the script that drives the bar of a public page
// before the app has loaded (src/web/islands/public-page.ts): clear at the top of the page, solid
// once it is scrolled more than NAV_SOLID_SCROLL_PX or while the small-screen menu is open. No React here.
export const NAV_SOLID_CLASSES = ["bg-white/95", "shadow-md", "backdrop-blur"] as const;
export const NAV_CLEAR_CLASSES = ["bg-transparent"] as const;
