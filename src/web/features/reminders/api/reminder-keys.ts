// Query keys of the reminders screen's reads (docs/areas/reminders.md).
export const reminderKeys = {
  all: ["reminders"] as const,
  /** GET /api/reminders (his settings and his sons') */
  settings: () => ["reminders", "settings"] as const,
  /** GET /api/recap (the dad's weekly recap, with the family streak) */
  recap: () => ["reminders", "recap"] as const,
};
