// PUT /api/account/profile: the name, and the picture when it changed (a new file goes through
// POST /api/uploads/images?kind=avatar first; null removes it).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TUpdateProfileRequest } from "../../../../shared/schemas/identity.ts";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateAccountAndSession } from "./account-keys.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // "keep" sends no picture at all, so one changed meanwhile (another tab) is kept, never put back.
    mutationFn: async (input: { fullName: string; timeZone?: string; avatar: File | null | "keep" }) => {
      const body: TUpdateProfileRequest = { fullName: input.fullName, ...(input.timeZone ? { timeZone: input.timeZone } : {}) };
      if (input.avatar === null) body.avatarUrl = null;
      if (input.avatar instanceof File) body.avatarUrl = (await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=avatar", input.avatar)).url;
      return api.put<TMessageResponse>("/api/account/profile", body);
    },
    onSuccess: () => invalidateAccountAndSession(queryClient),
  });
}
