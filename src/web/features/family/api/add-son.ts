// POST /api/family/sons: the dad adds a son (consent ticked).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TAddSonRequest, ZAddSonResponse } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

type TAddSonResponse = z.infer<typeof ZAddSonResponse>;

export function addSon(input: TAddSonRequest): Promise<TAddSonResponse> {
  return api.post<TAddSonResponse>("/api/family/sons", input);
}

export function useAddSon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSon, onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }) });
}
