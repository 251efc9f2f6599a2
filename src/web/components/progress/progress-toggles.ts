// Optimistic progress checkboxes (docs/areas/weekly-journey.md): a toggle shows at once, only that checkbox is disabled while
// its save is pending, and a failed save puts it back (the failure is only logged). With no network the tick is kept on
// the phone and sent when it is back: it stays ticked, never silently reverts.
import { useReducer, useRef } from "react";
import { PROGRESS_FLAGS, progressField, type ProgressFlag } from "../../../shared/progress-flags.ts";
import type { TProgress, TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { saveProgress } from "./save-progress.ts";
import { isApiError } from "../../lib/api-client.ts";
import { currentOwner } from "../../offline/offline-owner.ts";
import { queueProgress, queueStore } from "../../offline/offline-queue.ts";

export interface ToggleState {
  /** The value shown while a flag's save is pending (the optimistic value). */
  optimistic: Partial<Record<ProgressFlag, boolean>>;
  /** Ticks made with no network, kept on the phone until they are sent (shown as made). */
  queued: Partial<Record<ProgressFlag, boolean>>;
}

export type ToggleAction =
  | { type: "started"; flag: ProgressFlag; completed: boolean }
  | { type: "saved"; flag: ProgressFlag }
  | { type: "failed"; flag: ProgressFlag }
  | { type: "queued"; flag: ProgressFlag; completed: boolean };

export const initialToggleState: ToggleState = { optimistic: {}, queued: {} };

/**
 * started: show the new value and mark the flag pending. saved: the server's value (now in the query cache)
 * takes over. failed: drop the optimistic value, so the checkbox shows the server's value again (the revert).
 * queued: no network — the value stays, no longer pending, until the phone sends it.
 */
export function toggleReducer(state: ToggleState, action: ToggleAction): ToggleState {
  const optimistic = { ...state.optimistic };
  const queued = { ...state.queued };
  if (action.type === "started") optimistic[action.flag] = action.completed;
  else delete optimistic[action.flag];
  if (action.type === "queued") queued[action.flag] = action.completed;
  else if (action.type === "saved") delete queued[action.flag];
  return { optimistic, queued };
}

export interface CheckboxState {
  flag: ProgressFlag;
  checked: boolean;
  pending: boolean;
}

/** What each checkbox shows: the optimistic value while pending, else the server's. */
export function checkboxStates(server: TProgress, state: ToggleState): CheckboxState[] {
  return PROGRESS_FLAGS.map((flag) => {
    const pendingValue = state.optimistic[flag];
    return { flag, checked: pendingValue ?? state.queued[flag] ?? server[progressField(flag)], pending: pendingValue !== undefined };
  });
}

export interface UseProgressTogglesOptions {
  weekNumber: number;
  /** The server's progress for the week (from the query cache). */
  progress: TProgress;
  /** Called with the server's answer before the optimistic value is dropped: fold it into the caches here. */
  onSaved: (result: TToggleProgressResponse, flag: ProgressFlag) => void;
  save?: typeof saveProgress;
  /** Keeps a tick made with no network for later; false when it cannot (nobody to keep it for). */
  keep?: (week: number, flag: ProgressFlag, completed: boolean) => Promise<boolean>;
}

/** The app's way to keep a tick: in the phone's queue, for the person signed in. */
async function keepOnPhone(week: number, flag: ProgressFlag, completed: boolean): Promise<boolean> {
  const owner = currentOwner();
  if (!owner) return false;
  await queueProgress(queueStore(), owner, week, flag, completed);
  return true;
}

export function useProgressToggles({ weekNumber, progress, onSaved, save = saveProgress, keep = keepOnPhone }: UseProgressTogglesOptions) {
  const [state, dispatch] = useReducer(toggleReducer, initialToggleState);
  const pendingFlags = useRef(new Set<ProgressFlag>());

  const toggle = async (flag: ProgressFlag, completed: boolean) => {
    // A pending checkbox is disabled; this also guards against a double click landing before the re-render.
    if (pendingFlags.current.has(flag)) return;
    pendingFlags.current.add(flag);
    dispatch({ type: "started", flag, completed });
    try {
      const result = await save(weekNumber, flag, completed);
      onSaved(result, flag);
      dispatch({ type: "saved", flag });
    } catch (error) {
      if (isApiError(error) && error.isNetworkError && (await keep(weekNumber, flag, completed).catch(() => false))) {
        dispatch({ type: "queued", flag, completed });
        return;
      }
      // docs/areas/weekly-journey.md: progress save failures are logged only; the checkbox reverts.
      console.warn("Saving progress failed", { week: weekNumber, flag, error });
      dispatch({ type: "failed", flag });
    } finally {
      pendingFlags.current.delete(flag);
    }
  };

  return { checkboxes: checkboxStates(progress, state), toggle };
}
