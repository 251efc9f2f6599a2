// A new devotional, challenge or Dad's Corner entry, written from its form: the author's owner's (the platform's
// for a global admin, his organization's for its staff).
import type { TCreateChallengeInput, TCreateDadsCornerInput, TCreateDevotionalInput, TCreatedItemResponse } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { insertChallenge, insertDadsCorner, insertDevotional } from "./authoring.queries.ts";
import { ownerOfNew, type Author } from "./author.ts";
import { challengeColumns } from "./write-plan.ts";

export function createDevotional(db: Database, author: Author, input: TCreateDevotionalInput): Promise<TCreatedItemResponse> {
  return insertDevotional(db, { ...input, memoryVerse: nullIfEmpty(input.memoryVerse), organizationId: ownerOfNew(author) });
}

export function createChallenge(db: Database, author: Author, input: TCreateChallengeInput): Promise<TCreatedItemResponse> {
  return insertChallenge(db, { ...challengeColumns(input), organizationId: ownerOfNew(author) });
}

export function createDadsCorner(db: Database, author: Author, input: TCreateDadsCornerInput): Promise<TCreatedItemResponse> {
  return insertDadsCorner(db, { ...input, organizationId: ownerOfNew(author) });
}
