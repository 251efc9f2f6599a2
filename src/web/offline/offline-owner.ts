// Who the phone is reading for when the network is gone. The session (GET /api/session) is never kept
// by the service worker; instead, after an online answer, the app keeps the few facts the offline screens need (id,
// name, role, plan) — for a dad or a son only, never for staff — and forgets them on sign-out or when the server
// says nobody is signed in. The id names the request's answers for the service worker (OWNER_HEADER).
import type { TCurrentUser } from "../../shared/schemas/identity.ts";
import { isOwnerId, OWNER_HEADER } from "./cache-rules.ts";

const STORAGE_KEY = "strongbond.offline.viewer";

interface OfflineViewer {
  id: string;
  fullName: string;
  role: "dad" | "son";
  selectedPlanId: number | null;
  sonAgeBand: "under_13" | "13_plus" | null;
}

let owner: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whose answers the service worker may keep: set from every online session answer. */
export function currentOwner(): string | null {
  return owner;
}

/** The header naming the owner of a request's answer, when someone is signed in. */
export function ownerHeaders(): Record<string, string> {
  return owner ? { [OWNER_HEADER]: owner } : {};
}

/** Offline reading is for the family screens: a dad or a son, not staff (their screens are never kept). */
function offlineEligible(user: TCurrentUser): user is TCurrentUser & { role: "dad" | "son" } {
  return (user.role === "dad" || user.role === "son") && !user.isGlobalAdmin && user.organizationRole === null && isOwnerId(user.id);
}

/** After an online session answer: remember (or forget) who is signed in. Returns the previous owner when it changed. */
export function rememberViewer(user: TCurrentUser | null): string | null {
  const previous = owner ?? readStoredViewer()?.id ?? null;
  if (user && offlineEligible(user)) {
    owner = user.id;
    const stored: OfflineViewer = {
      id: user.id,
      fullName: user.fullName,
      role: user.role,
      selectedPlanId: user.selectedPlanId,
      sonAgeBand: user.sonAgeBand ?? null,
    };
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } else {
    owner = null;
    storage()?.removeItem(STORAGE_KEY);
  }
  return previous !== null && previous !== owner ? previous : null;
}

function readStoredViewer(): OfflineViewer | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const v = value as Partial<OfflineViewer>;
    if (!isOwnerId(v.id) || typeof v.fullName !== "string" || (v.role !== "dad" && v.role !== "son")) return null;
    return {
      id: v.id,
      fullName: v.fullName,
      role: v.role,
      selectedPlanId: typeof v.selectedPlanId === "number" ? v.selectedPlanId : null,
      sonAgeBand: v.sonAgeBand === "under_13" || v.sonAgeBand === "13_plus" ? v.sonAgeBand : null,
    };
  } catch {
    return null;
  }
}

/** With no network: the person last signed in on this phone, as the session's user (the offline screens' guard). */
export function offlineViewer(): TCurrentUser | null {
  const stored = readStoredViewer();
  if (!stored) return null;
  owner = stored.id;
  return {
    id: stored.id,
    email: "",
    fullName: stored.fullName,
    role: stored.role,
    organizationId: null,
    organizationRole: null,
    isGlobalAdmin: false,
    selectedPlanId: stored.selectedPlanId,
    sonAgeBand: stored.sonAgeBand,
  };
}

/** Sign-out: nobody is remembered any more. */
export function forgetViewer(): void {
  owner = null;
  storage()?.removeItem(STORAGE_KEY);
}
