// POST /api/admin/dads-corner: a new Dad's Corner entry; every content editor's Dad's Corner select changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateDadsCornerRequest, TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function createDadsCorner(body: TCreateDadsCornerRequest): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>("/api/admin/dads-corner", body);
}

export function useCreateDadsCorner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDadsCorner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planContents() }),
  });
}
