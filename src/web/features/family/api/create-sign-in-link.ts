// POST /api/family/sons/:sonId/sign-in-link: a fresh one-time link (QR code) for his device; earlier ones stop
// working (the son's own sign-in).
import { useMutation } from "@tanstack/react-query";
import type { TSignInLinkResponse } from "../../../../shared/schemas/son-sign-in.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath } from "./son-request.ts";

export function useCreateSignInLink() {
  return useMutation({
    mutationFn: (sonId: string) => api.post<TSignInLinkResponse>(sonPath(sonId, "sign-in-link"), {}),
  });
}
