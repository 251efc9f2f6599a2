// POST /api/admin/dads-corner: a new Dad's Corner entry; every content editor's Dad's Corner select changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateDadsCornerRequest, TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";
import { useStudio } from "../studio.tsx";

export function createDadsCorner(apiBase: string, body: TCreateDadsCornerRequest): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>(`${apiBase}/dads-corner`, body);
}

export function useCreateDadsCorner() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (body: Parameters<typeof createDadsCorner>[1]) => createDadsCorner(studio.apiBase, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planContents() }),
  });
}
