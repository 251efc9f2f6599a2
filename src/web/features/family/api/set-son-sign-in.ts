// PUT /api/family/sons/:sonId/sign-in: his family sign-in name and PIN; his sessions end.
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TSonSignInRequest } from "../../../../shared/schemas/son-sign-in.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath, useSonChange } from "./son-request.ts";

export function useSetSonSignIn() {
  return useSonChange((input: { sonId: string } & TSonSignInRequest) =>
    api.put<TMessageResponse>(sonPath(input.sonId, "sign-in"), {
      signInName: input.signInName,
      pin: input.pin,
      confirmPin: input.confirmPin,
    }),
  );
}
