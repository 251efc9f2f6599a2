// Demo content for the embedded default: filled in by the sample import (issue 6) once it exists.
import type { Database } from "../client.ts";

export async function seedDemoContent(_db: Database): Promise<void> {}
