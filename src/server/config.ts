// Configuration is code: every environment variable is parsed here, with a working default,
// and start-up fails listing every bad one at once.
import path from "node:path";
import { z } from "zod";
import { DEFAULT_MODEL } from "./integrations/assistant/assistant-defaults.ts";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true"));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  EMBEDDED_PG_HOME: optionalString,
  EMBEDDED_PG_UNSAFE_NO_FSYNC: flag,
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SEED_DEMO: flag,
  /** Tests only: the moment the server's clock starts at (an ISO instant), e.g. a Saturday evening in Chicago. */
  CLOCK_START: optionalString.pipe(z.iso.datetime({ offset: true, message: "CLOCK_START must be an ISO instant" }).optional()),
  REQUIRE_EMAIL_VERIFICATION: flag,
  REQUIRE_STAFF_TWO_FACTOR: flag,
  SMTP_URL: optionalString,
  MAIL_OUTBOX_IN_PRODUCTION: flag,
  JWKS_ROTATION_DAYS: z.coerce.number().positive().max(365).default(30),
  MAIL_FROM: z.string().default("StrongBond <no-reply@strongbond.app>"),
  ESV_API_KEY: optionalString,
  ESV_API_URL: z.url().default("https://api.esv.org"),
  OPENAI_BASE_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  ASSISTANT_MODEL: z.string().default(DEFAULT_MODEL),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT: flag,
  VIEWER_CACHE: flag,
  READ_CACHE: flag,
  DB_PREPARE: flag,
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(5_000_000),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  REDIS_URL: optionalString,
  MIGRATE: flag,
  MIGRATE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  // Reminders and Web Push.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  REMINDER_SWEEP_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag,
});

export interface AppConfig {
  env: "development" | "production" | "test";
  /** Tests only (CLOCK_START): where the server's clock starts (lib/clock.ts). */
  clockStart?: Date;
  port: number;
  host: string;
  appUrl: string;
  /** Origins allowed to call the auth API: APP_URL, plus localhost/127.0.0.1 twins when APP_URL is the default. */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** As root: where the embedded PostgreSQL's binaries and cluster go when the postgres user cannot reach the checkout or DATA_DIR. */
  embeddedPgHome: string | undefined;
  /** Fault-test demonstration only (NODE_ENV=test): the embedded PostgreSQL without fsync or synchronous commit. */
  embeddedPgUnsafeNoFsync: boolean;
  /** Scheduled backups inside the server: off when dir is undefined. */
  backup: { dir: string | undefined; keep: number; intervalHours: number };
  authSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  requireEmailVerification: boolean;
  /** Global admins and organization owners must have two-factor on before /api/admin/* and staff routes. */
  requireStaffTwoFactor: boolean;
  smtpUrl: string | undefined;
  /**
   * MAIL_OUTBOX_IN_PRODUCTION=1: production without SMTP_URL on purpose (mail stays in the database outbox and is
   * not delivered); without it, production refuses to start without SMTP_URL. Logged at start when on.
   */
  mailOutboxInProduction: boolean;
  mailFrom: string;
  /** The JWT signing key (JWKS) is replaced after this many days; the previous one stays published for the token lifetime. */
  jwksRotationDays: number;
  esv: { apiKey: string | undefined; baseUrl: string };
  assistant: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  stripe: { secretKey: string | undefined; apiUrl: string | undefined; webhookSecret: string | undefined; connectWebhookSecret: string | undefined };
  trustProxy: boolean;
  logLevel: string;
  /** Rate limiting (sign-in, registration, group joins, assistant) is on by default; tests not about it switch it off. */
  rateLimit: boolean;
  /** The in-process viewer cache, emptied on every process by the database's announcements; on by default. */
  viewerCache: boolean;
  /** The dashboard's answers and weeks' content kept in the process, emptied by the database's announcements. */
  readCache: boolean;
  /** DB_PREPARE: repeated statements as server-side prepared statements (platform/statements.ts). */
  preparedStatements: boolean;
  /** Images (plan covers, group images, avatars): the largest upload, and where they are kept. */
  uploads: {
    maxBytes: number;
    /** Set when S3_BUCKET is: any S3-compatible bucket; otherwise the folder DATA_DIR/uploads. */
    s3:
      | {
          bucket: string;
          endpoint: string | undefined;
          region: string;
          accessKeyId: string | undefined;
          secretAccessKey: string | undefined;
          forcePathStyle: boolean;
        }
      | undefined;
  };
  /** Rate-limit counts in Redis instead of PostgreSQL (REDIS_URL). */
  redisUrl: string | undefined;
  /**
   * MIGRATE=0: this process never migrates; it waits (up to migrateWaitSeconds) until `npm run db:migrate`
   * has brought the schema to the version it was built with. Default: migrate at start (one process, dev).
   */
  migrate: boolean;
  migrateWaitSeconds: number;
  /** Reminders and Web Push. */
  reminders: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    vapidSubject: string;
    /** How often each process sweeps for due reminders (0: never; tests sweep by hand). */
    sweepSeconds: number;
    allowPrivatePushEndpoints: boolean;
  };
}

export class ConfigError extends Error {}

/** Reads the environment into an AppConfig, or throws ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) problems.push("  AUTH_SECRET: required in production");
  if (e.EMBEDDED_PG_UNSAFE_NO_FSYNC && e.NODE_ENV !== "test") {
    problems.push("  EMBEDDED_PG_UNSAFE_NO_FSYNC: loses acknowledged writes on a crash; only the fault tests use it, with NODE_ENV=test");
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    problems.push("  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither");
  }
  if (e.PUSH_ALLOW_PRIVATE_ENDPOINTS === true && e.NODE_ENV === "production") {
    problems.push("  PUSH_ALLOW_PRIVATE_ENDPOINTS: never in production (only the tests' push-service stand-in uses it)");
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push("  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither (then they are generated once into DATA_DIR)");
  if (e.NODE_ENV === "production" && e.REQUIRE_STAFF_TWO_FACTOR === false) problems.push("  REQUIRE_STAFF_TWO_FACTOR: cannot be turned off in production");
  if (e.NODE_ENV === "production" && e.CLOCK_START) problems.push("  CLOCK_START: never in production (only end-to-end tests move the clock)");
  // The demo accounts' passwords are published in the README; a production server never creates them.
  if (e.NODE_ENV === "production" && e.SEED_DEMO === true) {
    problems.push(
      "  SEED_DEMO: the demo accounts have published passwords and are never created in production (create the first admin with ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`)",
    );
  }
  if (e.NODE_ENV === "production" && !e.SMTP_URL && e.MAIL_OUTBOX_IN_PRODUCTION !== true) {
    problems.push(
      "  SMTP_URL: required in production (reset, verification and invitation mails would never leave the server); set MAIL_OUTBOX_IN_PRODUCTION=1 to run without mail on purpose",
    );
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) problems.push("  ADMIN_PASSWORD: at least 8 characters");
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) problems.push("  S3_BUCKET: required when other S3_* variables are set");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) problems.push("  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither");
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  const port = e.PORT;
  const appUrl = (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  // Without an explicit APP_URL, someone opening http://127.0.0.1:PORT must be able to sign in too.
  const trustedOrigins = e.APP_URL ? [appUrl] : [appUrl, `http://127.0.0.1:${port}`];
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl,
    trustedOrigins,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgHome: e.EMBEDDED_PG_HOME ? path.resolve(e.EMBEDDED_PG_HOME) : undefined,
    embeddedPgUnsafeNoFsync: e.EMBEDDED_PG_UNSAFE_NO_FSYNC === true && e.NODE_ENV === "test",
    backup: { dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined, keep: e.BACKUP_KEEP, intervalHours: e.BACKUP_INTERVAL_HOURS },
    authSecret: e.AUTH_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== "production"),
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? false,
    requireStaffTwoFactor: e.REQUIRE_STAFF_TWO_FACTOR ?? true,
    smtpUrl: e.SMTP_URL,
    mailOutboxInProduction: e.NODE_ENV === "production" && !e.SMTP_URL && e.MAIL_OUTBOX_IN_PRODUCTION === true,
    mailFrom: e.MAIL_FROM,
    jwksRotationDays: e.JWKS_ROTATION_DAYS,
    esv: { apiKey: e.ESV_API_KEY, baseUrl: e.ESV_API_URL },
    assistant: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.ASSISTANT_MODEL },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      apiUrl: e.STRIPE_API_URL,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT ?? true,
    viewerCache: e.VIEWER_CACHE ?? true,
    readCache: e.READ_CACHE ?? true,
    preparedStatements: e.DB_PREPARE ?? true,
    uploads: {
      maxBytes: e.UPLOAD_MAX_BYTES,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : undefined,
    },
    redisUrl: e.REDIS_URL,
    migrate: e.MIGRATE ?? true,
    migrateWaitSeconds: e.MIGRATE_WAIT_SECONDS,
    reminders: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? "no-reply@strongbond.app"}`,
      sweepSeconds: e.REMINDER_SWEEP_SECONDS,
      // Tests only: the local push-service stand-in listens on http://127.0.0.1 (refused in production: SSRF).
      allowPrivatePushEndpoints: e.NODE_ENV !== "production" && e.PUSH_ALLOW_PRIVATE_ENDPOINTS === true,
    },
  };
}
