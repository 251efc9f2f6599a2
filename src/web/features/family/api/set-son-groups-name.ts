// PUT /api/family/sons/:sonId/groups-name: other families see his first name only (default) or his full name (13+).
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath, useSonChange } from "./son-request.ts";

export function useSetSonGroupsName() {
  return useSonChange((input: { sonId: string; fullName: boolean }) =>
    api.put<TMessageResponse>(sonPath(input.sonId, "groups-name"), { fullName: input.fullName }),
  );
}
