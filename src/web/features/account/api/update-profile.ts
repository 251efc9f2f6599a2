// PUT /api/account/profile: the name, and the picture (a new file goes through POST /api/uploads/images?kind=avatar
// first; null removes it).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateAccountAndSession } from "./account-keys.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { fullName: string; avatar: File | null | "keep"; currentAvatarUrl: string | null }) => {
      let avatarUrl = input.avatar === "keep" ? input.currentAvatarUrl : null;
      if (input.avatar instanceof File) avatarUrl = (await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=avatar", input.avatar)).url;
      return api.put<TMessageResponse>("/api/account/profile", { fullName: input.fullName, avatarUrl });
    },
    onSuccess: () => invalidateAccountAndSession(queryClient),
  });
}
