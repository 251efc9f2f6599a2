// POST /api/admin/devotionals: a new devotional; every content editor's Devotional select changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateDevotionalRequest, TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function createDevotional(body: TCreateDevotionalRequest): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>("/api/admin/devotionals", body);
}

export function useCreateDevotional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevotional,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planContents() }),
  });
}
