// Which Bible a reader reads: his own choice; else one who reads StrongBond in Spanish reads the Reina-Valera 1909,
// a son under 13 the World English Bible, and everyone else the server's default (the ESV where a key is
// configured, else the King James Version).
import type { Queryable } from "../../db/client.ts";
import type { ScriptureLibrary } from "../../integrations/scripture/scripture.ts";
import { badRequest } from "../../lib/app-error.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import {
  BIBLE_VERSION_LANGUAGES,
  BIBLE_VERSION_NAMES,
  BIBLE_VERSIONS,
  type TBibleVersion,
  type TBibleVersionResponse,
} from "../../../shared/schemas/scripture.ts";
import { findBibleVersion, updateBibleVersion } from "./scripture.queries.ts";

export const ESV_UNAVAILABLE = "The ESV is not available here; choose another version";

interface Reader {
  userId: string;
  sonAgeBand: "under_13" | "13_plus" | null;
}

/** The version his passages come in, and whether he chose it. */
export async function readerVersion(
  db: Queryable,
  library: ScriptureLibrary,
  reader: Reader,
  language: Locale,
): Promise<{ version: TBibleVersion; chosen: boolean }> {
  const stored = await findBibleVersion(db, reader.userId);
  // A stored ESV after the key was removed falls back like no choice at all.
  if (stored !== null && library.available(stored)) return { version: stored, chosen: true };
  return { version: defaultVersion(library, reader, language), chosen: false };
}

function defaultVersion(library: ScriptureLibrary, reader: Reader, language: Locale): TBibleVersion {
  if (language === "es") return "rv1909";
  return reader.sonAgeBand === "under_13" ? "web" : library.defaultVersion;
}

/** His version and the versions he may choose. */
export async function getBibleVersion(db: Queryable, library: ScriptureLibrary, reader: Reader, language: Locale): Promise<TBibleVersionResponse> {
  const { version, chosen } = await readerVersion(db, library, reader, language);
  const choices = BIBLE_VERSIONS.filter((v) => library.available(v)).map((v) => ({
    version: v,
    name: BIBLE_VERSION_NAMES[v],
    language: BIBLE_VERSION_LANGUAGES[v],
  }));
  return { version, chosen, choices };
}

/** Stores his own choice; the ESV without a key is refused and nothing is written. */
export async function setBibleVersion(
  db: Queryable,
  library: ScriptureLibrary,
  reader: Reader,
  version: TBibleVersion,
  language: Locale,
): Promise<TBibleVersionResponse> {
  if (!library.available(version)) throw badRequest(ESV_UNAVAILABLE, { version: ESV_UNAVAILABLE });
  await updateBibleVersion(db, reader.userId, version);
  return { ...(await getBibleVersion(db, library, reader, language)), message: `You now read the ${BIBLE_VERSION_NAMES[version]}.` };
}
