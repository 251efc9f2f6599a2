// The language a mail is written in: the recipient's stored choice (profiles.language), read by his account id or
// his address. Null when he has none (or no account yet): the sender then picks (the inviter's, the request's).
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { profiles, users } from "../../db/schema/index.ts";
import { isLocale, type Locale } from "../../../shared/i18n/locales.ts";

export type MailRecipient = { userId: string } | { email: string };

/** The recipient's stored language, or null. */
export async function storedLanguageOf(db: Queryable, who: MailRecipient): Promise<Locale | null> {
  const where = "userId" in who ? eq(profiles.id, who.userId) : sql`lower(${users.email}) = lower(${who.email})`;
  const [row] = await db.select({ language: profiles.language }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(where).limit(1);
  return isLocale(row?.language) ? row.language : null;
}

/** The recipient's stored language, else `fallback`. */
export async function recipientLocale(db: Queryable, who: MailRecipient, fallback: Locale = "en"): Promise<Locale> {
  return (await storedLanguageOf(db, who)) ?? fallback;
}
