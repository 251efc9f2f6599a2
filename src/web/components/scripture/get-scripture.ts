// GET /api/scripture?reference=...: the passage for the scripture popup, always through our server.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { BIBLE_VERSION_LANGUAGES, type TBibleVersion, type TBibleVersionResponse, type TScriptureResponse } from "../../../shared/schemas/scripture.ts";
import { api } from "../../lib/api-client.ts";

export function getScripture(reference: string, signal?: AbortSignal): Promise<TScriptureResponse> {
  return api.get<TScriptureResponse>(`/api/scripture?${new URLSearchParams({ reference }).toString()}`, { signal });
}

export function scriptureQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ["scripture", reference] as const,
    queryFn: ({ signal }) => getScripture(reference, signal),
    // A passage does not change; any failure shows 'Failed to load scripture' at once (docs/areas/weekly-journey.md).
    staleTime: Infinity,
    retry: false,
  });
}

export function useScripture(reference: string) {
  return useQuery(scriptureQueryOptions(reference));
}

/**
 * The passage for Listen, in the reader's version and its language: the popup's copy when he opened it, else one
 * request (the server picks the version, as for the popup).
 */
export function useReadPassage(): (reference: string) => Promise<{ text: string; lang: string }> {
  const queryClient = useQueryClient();
  return useCallback(
    async (reference: string) => {
      const passage = await queryClient.fetchQuery(scriptureQueryOptions(reference));
      return { text: passage.text, lang: BIBLE_VERSION_LANGUAGES[passage.source] };
    },
    [queryClient],
  );
}

/** GET/PUT /api/scripture/version: the reader's own Bible version. */
const versionKey = ["scripture-version"] as const;

export function useBibleVersion(enabled: boolean) {
  return useQuery({
    queryKey: versionKey,
    queryFn: ({ signal }) => api.get<TBibleVersionResponse>("/api/scripture/version", { signal }),
    staleTime: Infinity,
    enabled,
  });
}

export function useSetBibleVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: TBibleVersion) => api.put<TBibleVersionResponse>("/api/scripture/version", { version }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(versionKey, answer);
      // Every passage read so far is in the version he just left.
      await queryClient.invalidateQueries({ queryKey: ["scripture"] });
    },
  });
}
