// POST {studio}/{devotionals|challenges|dads-corner}: a new content item (every content editor's select of that kind
// changes). GET / PUT / DELETE {studio}/{kind}/:itemId: one item to edit, its changes, and its deletion
// ("deleted", or "archived" when plans use it; 409 with the reason when refused).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateChallengeRequest,
  TCreateDadsCornerRequest,
  TCreateDevotionalRequest,
  TCreatedItemResponse,
  TDeleteResponse,
} from "../../../../shared/schemas/admin.ts";
import type { TChallenge, TDadsCorner, TDevotional } from "../../../../shared/schemas/content.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export const ITEM_KINDS = ["devotionals", "challenges", "dads-corner"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** An item's name in titles and messages. */
export const ITEM_LABELS: Record<ItemKind, string> = { devotionals: "Devotional", challenges: "Challenge", "dads-corner": "Dad's Corner" };

/** The kind named by an address (`/admin/:kind/...`), or undefined when it names none. */
export function itemKindFromParam(param: string | undefined): ItemKind | undefined {
  return ITEM_KINDS.find((kind) => kind === param);
}

/** An item as its edit screen loads it: the same shape the week page shows. */
interface DetailOf {
  devotionals: TDevotional;
  challenges: TChallenge;
  "dads-corner": TDadsCorner;
}

/** What creating an item of each kind sends. */
export interface CreateBodyOf {
  devotionals: TCreateDevotionalRequest;
  challenges: TCreateChallengeRequest;
  "dads-corner": TCreateDadsCornerRequest;
}

export function createContentItem<K extends ItemKind>(apiBase: string, kind: K, body: CreateBodyOf[K]): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>(`${apiBase}/${kind}`, body);
}

export function useCreateContentItem<K extends ItemKind>(kind: K) {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (body: CreateBodyOf[K]) => createContentItem(studio.apiBase, kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.planContents() }),
  });
}

/** One item, unless the id in the address cannot be one (null: nothing is asked). */
export function useContentItem<K extends ItemKind>(kind: K, itemId: number | null) {
  const studio = useStudio();
  return useQuery({
    enabled: itemId !== null,
    queryKey: studioKeys.item(studio.kind, kind, itemId),
    queryFn: ({ signal }) => api.get<DetailOf[K]>(`${studio.apiBase}/${kind}/${itemId}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useSaveContentItem(kind: ItemKind, itemId: number) {
  const studio = useStudio();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put<TCreatedItemResponse>(`${studio.apiBase}/${kind}/${itemId}`, body),
    // Every content editor's options show the item's title.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: studioKeys.all }), queryClient.invalidateQueries({ queryKey: studio.homeKey })]),
  });
}

export function useDeleteContentItem(kind: ItemKind, itemId: number) {
  const studio = useStudio();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TDeleteResponse>(`${studio.apiBase}/${kind}/${itemId}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: studioKeys.planContents() }), queryClient.invalidateQueries({ queryKey: studio.homeKey })]),
  });
}
