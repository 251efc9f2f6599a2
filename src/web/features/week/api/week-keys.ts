// Query keys of the week endpoints, in one place so progress saves update the same caches.
export const weekKeys = {
  all: ["weeks"] as const,
  /** GET /api/weeks/:week (read only; the dashboard's week panel) */
  view: (week: number) => ["weeks", week] as const,
  /** POST /api/weeks/:week/open (the week page; applies the reflection rule) */
  open: (week: number) => ["weeks", week, "open"] as const,
};
