// Demo content for the embedded default: the sample plan, published so a new user sees a plan at once.
// Runs at every start; the import finds what exists and writes nothing twice.
import type { Database } from "../client.ts";
import { importSamplePlan } from "./sample-import.ts";

export async function seedDemoContent(db: Database): Promise<void> {
  await importSamplePlan(db, { publish: true });
}
