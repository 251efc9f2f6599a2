// npm run backup -- FILE — an online, consistent backup of the database (and of DATA_DIR/uploads) into one file.
// The server keeps running. See docs/operations.md.
import { createBackup } from "../src/server/backup/create-backup.ts";
import { openBackupSource } from "../src/server/backup/backup-source.ts";
import { runOperatorCommand } from "../src/server/backup/operator-command.ts";

await runOperatorCommand("backup", async ({ config, logger, file }) => {
  const source = await openBackupSource(config, logger);
  try {
    const summary = await createBackup({
      databaseUrl: source.url,
      external: source.external,
      dataDir: config.dataDir,
      file,
      authSecret: source.authSecret,
      log: (m) => console.log(m),
    });
    console.log(
      `Backed up ${source.label}: ${summary.rows} rows in ${summary.tables} tables${summary.files ? ` and ${summary.files} uploaded files` : ""} ` +
        `(${summary.kind}) to ${summary.file} (${(summary.bytes / 1024).toFixed(0)} KB, ${summary.ms} ms).`,
    );
  } finally {
    await source.close();
  }
});
