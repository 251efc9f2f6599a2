// A one-screen message handed to the next screen through router state (docs/areas/navigation.md: "a message
// handed to the next screen"), e.g. navigate(paths.login(), { state: flashState({...}) }).
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated.ts";

export interface Flash {
  tone: "success" | "error" | "info";
  message: string;
  /** A second line, e.g. the son's generated sign-in address after registration. */
  detail?: string;
}

export interface FlashState {
  flash: Flash;
}

export function flashState(flash: Flash): FlashState {
  return { flash };
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.tone === "success" || v.tone === "error" || v.tone === "info") && typeof v.message === "string";
}

/** The flash this screen was opened with, if any. */
export function useFlash(): Flash | null {
  const state: unknown = useLocation().state;
  // A prerendered page hydrates without it (the build had none), then shows it.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (typeof state !== "object" || state === null) return null;
  const flash = (state as { flash?: unknown }).flash;
  return isFlash(flash) ? flash : null;
}
