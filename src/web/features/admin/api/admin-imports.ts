// The admin's imports of seeded content (docs/areas/admin.md): POST /api/admin/sample-import (the sample plan and
// its content) and POST /api/admin/library-import (the launch library, one plan per category). Importing again
// duplicates nothing; afterwards every admin screen reads its data again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLibraryImportResponse, TSampleImportResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { studioRootKey } from "../../../lib/query-keys.ts";
import { adminKeys } from "./admin-keys.ts";

function useAdminImport<TResponse>(endpoint: "/api/admin/sample-import" | "/api/admin/library-import") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TResponse>(endpoint, {}),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: studioRootKey })]),
  });
}

export function useImportSampleData() {
  return useAdminImport<TSampleImportResponse>("/api/admin/sample-import");
}

export function useImportPlanLibrary() {
  return useAdminImport<TLibraryImportResponse>("/api/admin/library-import");
}
