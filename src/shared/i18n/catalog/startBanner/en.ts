// English words of the banner `npm start` prints for whoever started the server (in the language of his terminal,
// LANG). After a change: `npm run i18n:compile`.
export const en = {
  "startBanner.running": "StrongBond is running at {url}  (listening on {address})",
  "startBanner.database": "Database: {label}",
  "startBanner.apiDocs": "API docs: {url}",
  "startBanner.demoAccounts": "Demo accounts:",
  "startBanner.leader": "(owner of {organization}: {url})",
  "startBanner.noDemo": "No demo accounts (production never creates them). The first admin:",
  "startBanner.firstAdmin": "set ADMIN_EMAIL and ADMIN_PASSWORD and start again, or run `npm run admin:create`.",
  "startBanner.mailOutboxInProduction": "Mail: MAIL_OUTBOX_IN_PRODUCTION=1 and no SMTP_URL: mails are NOT delivered, they stay in the database outbox.",
  "startBanner.mailDevOutbox": "Mail: no SMTP_URL, so mails go to the dev outbox (read them in the mail_outbox table; links are never logged).",
  "startBanner.languages": "Languages: English and Spanish (each person's choice, else the browser's; a switch on every page).",
} as const;
