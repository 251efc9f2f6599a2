// GET /api/family: the dad's sons with their settings. The read itself is shared (lib/family-query.ts): both family
// cards, the journal and the week page read the same query, one request.
import { useQuery } from "@tanstack/react-query";
import type { TFamilyMember, TFamilyResponse } from "../../../../shared/schemas/family.ts";
import { familyQueryOptions } from "../../../lib/family-query.ts";

export type FamilyMember = TFamilyMember;
export type FamilyResponse = TFamilyResponse;

export function useFamilySons() {
  return useQuery({ ...familyQueryOptions(), select: (data) => data.members.filter((member) => member.role === "son") });
}
