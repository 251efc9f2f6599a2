// POST /api/admin/sample-import: the sample plan and its content; importing again duplicates nothing.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSampleImportResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function importSampleData(): Promise<TSampleImportResponse> {
  return api.post<TSampleImportResponse>("/api/admin/sample-import", {});
}

export function useImportSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSampleData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
