// POST /api/accounts/register: the dad, optionally with his son, in one step. Unless e-mail confirmation
// is required, the answer also signs the dad in (session cookie).
import { useMutation } from "@tanstack/react-query";
import type { TRegisterRequest, TRegisterResponse } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";

export function register(body: TRegisterRequest): Promise<TRegisterResponse> {
  return api.post<TRegisterResponse>("/api/accounts/register", body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
