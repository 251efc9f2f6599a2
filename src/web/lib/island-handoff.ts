// What a public page's script hands to the app when the app takes the page over. On `/` and
// `/login` a signed-out visitor's first view runs a small script (src/web/islands/public-page.ts) instead of the app;
// when he signs in or moves on, the app loads and draws the page anew (main.tsx). What he had done by then comes
// along: the sign-in form's values and whether he pressed "Sign In" (the app's form then submits them), the sign-in
// step he asked for, which control had the focus, and whether the new screen starts at the top of the page.
// Kept in memory only (the password too: it never leaves this page's JavaScript) until the app's first drawing is
// committed. No React here.

export type SignInStep = "password" | "email-code";

export interface SignInHandoff {
  email: string;
  password: string;
  step: SignInStep;
  /** He pressed "Sign In": the app's form submits the values as soon as it is drawn. */
  submit: boolean;
}

export interface Takeover {
  /** A selector for the control that had the focus, to give it back in the app's drawing (null: none to give back). */
  focus: string | null;
  /** He followed a link: the next screen starts at the top. */
  scrollToTop: boolean;
  /** The app path he followed a link to (the address changes when the app draws it), or null: this page. */
  href: string | null;
  signIn: SignInHandoff | null;
}

let pending: Takeover | null = null;
let handedOver: () => void = () => {};
const handedOverPromise = new Promise<void>((resolve) => {
  handedOver = resolve;
});

export function handOver(takeover: Takeover): void {
  pending = takeover;
  handedOver();
}

/**
 * Resolves once the page's script has handed the page over. The app's code may be loaded (and run) before that — when
 * he enters the sign-in form — and waits here to draw the page until he presses "Sign In" or follows a link.
 */
export function whenHandedOver(): Promise<void> {
  return handedOverPromise;
}

/** What the page's script handed over, if the app is taking a public page over; null otherwise. */
export function pendingTakeover(): Takeover | null {
  return pending;
}

/** Forgets what was handed over: the app has drawn the page (its first commit), so a later form starts empty. */
export function takeoverDone(): void {
  pending = null;
}
