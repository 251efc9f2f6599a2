// POST /api/admin/library-import: the launch library (one plan per category); importing again duplicates nothing.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLibraryImportResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function importPlanLibrary(): Promise<TLibraryImportResponse> {
  return api.post<TLibraryImportResponse>("/api/admin/library-import", {});
}

export function useImportPlanLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPlanLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
