// POST /api/admin/devotionals: a new devotional; every content editor's Devotional select changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateDevotionalRequest, TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";
import { useStudio } from "../studio.tsx";

export function createDevotional(apiBase: string, body: TCreateDevotionalRequest): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>(`${apiBase}/devotionals`, body);
}

export function useCreateDevotional() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (body: Parameters<typeof createDevotional>[1]) => createDevotional(studio.apiBase, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planContents() }),
  });
}
