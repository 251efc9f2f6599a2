// Traffic for the fault tests: a signed-in dad, a burst of writes that records each one the API acknowledged,
// and a direct look into the embedded PostgreSQL of a DATA_DIR to check which of them survived.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { registerOverHttp, signInOverHttp } from "./server-process.ts";

export const FAULT_PASSWORD = "Fault-Pass-2026";

export interface SignedIn {
  email: string;
  cookie: string;
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Registers a new dad (RATE_LIMIT=0 on the server) and returns his session cookie. */
export async function registerDad(url: string, label: string): Promise<SignedIn> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await registerOverHttp(url, { fullName: "Fault Test", email, password: FAULT_PASSWORD });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, cookie: cookieOf(response) };
}

/** Signs a dad registered by registerDad in again and returns his new session cookie. */
export async function signIn(url: string, email: string): Promise<SignedIn> {
  const response = await signInOverHttp(url, email, FAULT_PASSWORD);
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return { email, cookie: cookieOf(response) };
}

/** What the API acknowledged with a 2xx: journal entries by title, and weeks whose devotional was set done. */
export interface Acknowledged {
  journalTitles: string[];
  devotionalWeeks: number[];
}

export function emptyAcknowledged(): Acknowledged {
  return { journalTitles: [], devotionalWeeks: [] };
}

/**
 * `writers` loops that each alternate a new journal entry and setting a new week's devotional done, as `who`,
 * until `stop()` is called or the server goes away. Every write is distinct, so "acknowledged ⇒ present" is exact.
 * Resolves (with the number of failed writes) once every loop has ended.
 */
export function writeBurst(
  url: string,
  who: SignedIn,
  acked: Acknowledged,
  options: { writers: number; label: string; nextWeek: () => number },
): { stop(): void; done: Promise<number> } {
  let stopped = false;
  let failures = 0;
  const headers = { cookie: who.cookie, origin: url, "content-type": "application/json" };
  const loop = async (writer: number) => {
    for (let n = 0; !stopped; n++) {
      try {
        if (n % 2 === 0) {
          const title = `${options.label}-${writer}-${n}`;
          const response = await fetch(`${url}/api/journal/entries`, {
            method: "POST",
            headers,
            body: JSON.stringify({ title, content: `Written by writer ${writer} in ${options.label}.`, entryType: "reflection" }),
          });
          await response.arrayBuffer();
          if (response.status === 201) acked.journalTitles.push(title);
          else failures++;
        } else {
          const week = options.nextWeek();
          const response = await fetch(`${url}/api/progress/${week}`, {
            method: "PUT",
            headers,
            body: JSON.stringify({ flag: "devotional", completed: true }),
          });
          await response.arrayBuffer();
          if (response.status === 200) acked.devotionalWeeks.push(week);
          else failures++;
        }
      } catch {
        // The server is gone (the power cut): this write was never acknowledged.
        failures++;
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: options.writers }, (_, writer) => loop(writer))).then(() => failures);
  return { stop: () => (stopped = true), done };
}

/** A client on the embedded PostgreSQL of a running server's DATA_DIR (port from postmaster.pid, password from secrets.json). */
export async function clusterClient(dataDir: string): Promise<pg.Client> {
  const pidFile = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  const port = Number(pidFile[3]);
  const { databasePassword } = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { databasePassword: string };
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: databasePassword, database: "postgres" });
  await client.connect();
  return client;
}

/** The acknowledged writes that are not in the database (all of them, and accountMissing, when the account itself is gone). */
export async function missingWrites(dataDir: string, email: string, acked: Acknowledged): Promise<Acknowledged & { accountMissing: boolean }> {
  const client = await clusterClient(dataDir);
  try {
    const user = await client.query<{ id: string }>("select id from users where email = $1", [email]);
    const userId = user.rows[0]?.id;
    if (!userId) return { journalTitles: [...acked.journalTitles], devotionalWeeks: [...acked.devotionalWeeks], accountMissing: true };
    const titles = await client.query<{ title: string }>("select title from journal_entries where user_id = $1", [userId]);
    const weeks = await client.query<{ week_number: number }>("select week_number from progress where user_id = $1 and devotional_completed", [userId]);
    const haveTitles = new Set(titles.rows.map((r) => r.title));
    const haveWeeks = new Set(weeks.rows.map((r) => r.week_number));
    return {
      journalTitles: acked.journalTitles.filter((t) => !haveTitles.has(t)),
      devotionalWeeks: acked.devotionalWeeks.filter((w) => !haveWeeks.has(w)),
      accountMissing: false,
    };
  } finally {
    await client.end();
  }
}
