// A form's submit that saves, then leaves for the page the saved thing belongs on (the new group, the
// organizations list with a flash). A failed save throws before leaving, so the form shows why.
import { useNavigate } from "react-router";

export interface Destination {
  to: string;
  /** Router state for the next screen, e.g. flashState(...). */
  state?: unknown;
}

export function useSaveThenGo<TValues, TSaved>(save: (values: TValues) => Promise<TSaved>, destination: (saved: TSaved) => Destination) {
  const navigate = useNavigate();
  return async (values: TValues): Promise<void> => {
    const { to, state } = destination(await save(values));
    await navigate(to, state === undefined ? undefined : { state });
  };
}
