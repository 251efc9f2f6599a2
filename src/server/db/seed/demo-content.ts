// Demo content for the embedded default: the launch library (one plan per category, the sample plan
// included), published so a new user has a real choice at once. Runs at every start; the import finds what
// exists and writes nothing twice.
import type { Database } from "../client.ts";
import { importPlanLibrary } from "./sample-import.ts";

export async function seedDemoContent(db: Database): Promise<void> {
  await importPlanLibrary(db, { publish: true });
}
