// POST /api/family/sons/:sonId/keep: a dad keeps a son added before he proved his address; the son signs in again.
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath, useSonChange } from "./son-request.ts";

export function useKeepHeldSon() {
  return useSonChange((sonId: string) => api.post<TMessageResponse>(sonPath(sonId, "keep"), {}));
}
