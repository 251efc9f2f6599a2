// POST /api/family/link/confirm | refuse: the answer on the family-link mail's page.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";

export function useAnswerFamilyLink() {
  return useMutation({
    mutationFn: (input: { token: string; answer: "confirm" | "refuse" }) =>
      api.post<TMessageResponse>(`/api/family/link/${input.answer}`, { token: input.token }),
  });
}
