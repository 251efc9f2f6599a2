// The backup file: one gzipped tar (inspect it with `tar tzf FILE`) holding
//   manifest.json                 what is inside, the migrations the database had, row counts, sequence values
//   database/<table>.copy         each table of the `public` schema in PostgreSQL's COPY text format (kind "logical")
//   database/pg_dump.custom       or one pg_dump custom-format archive (kind "pg_dump", DATABASE_URL with pg_dump)
//   files/<folder>/...            folders of files kept in DATA_DIR (today: uploads, when there are any)
// See.md and docs/operations.md.

export const BACKUP_FORMAT = "strongbond-backup";
export const BACKUP_FORMAT_VERSION = 1;
/** Folders of DATA_DIR whose files a backup carries (uploaded images). */
export const BACKED_UP_FOLDERS = ["uploads"] as const;

export interface BackupTable {
  name: string;
  columns: string[];
  rows: number;
  file: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  kind: "logical" | "pg_dump";
  /** `select version()` of the server backed up. */
  postgres: string;
  /** drizzle's applied migrations (created_at = the journal's `when`), oldest first. */
  migrations: Array<{ hash: string; createdAt: number }>;
  tables: BackupTable[];
  sequences: Array<{ name: string; lastValue: number; isCalled: boolean }>;
  /** Folders under files/ (relative to DATA_DIR) and how many files each holds. */
  folders: Array<{ name: string; files: number }>;
  /** The generated auth secret of DATA_DIR (sessions stay valid after a restore); absent when AUTH_SECRET was set. */
  authSecret?: string;
}

export function isBackupManifest(value: unknown): value is BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  return !!m && m.format === BACKUP_FORMAT && typeof m.formatVersion === "number" && Array.isArray(m.migrations) && Array.isArray(m.tables);
}

/** `"name"` with embedded quotes doubled. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
