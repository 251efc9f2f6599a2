// npm run restore -- FILE — restores a backup into an empty DATA_DIR (or an empty DATABASE_URL database), then
// runs the database's consistency checks. See docs/operations.md.
import { restoreBackup } from "../src/server/backup/restore-backup.ts";
import { runOperatorCommand } from "../src/server/backup/operator-command.ts";

await runOperatorCommand("restore", async ({ config, logger, file }) => {
  const summary = await restoreBackup({ config, file, logger, log: (m) => console.log(m) });
  const checks = summary.verify.amcheckSkipped
    ? `${summary.verify.foreignKeysChecked} foreign keys checked; amcheck skipped: ${summary.verify.amcheckSkipped}`
    : `amcheck passed on ${summary.verify.indexesChecked} indexes and ${summary.verify.tablesChecked} tables, ${summary.verify.foreignKeysChecked} foreign keys checked`;
  console.log(
    `Restored the backup of ${summary.createdAt} (${summary.rows} rows in ${summary.tables} tables${summary.files ? `, ${summary.files} uploaded files` : ""}) ` +
      `into ${summary.target} in ${summary.ms} ms; ${checks}. Start the server with npm start.`,
  );
});
