// What registration hands the first-run screen through router state (routes/register.tsx → routes/first-run.tsx).
/** What registration hands this screen (router state): the son's sign-in, never his password. */
export interface FirstRunState {
  son?: { fullName: string; signInEmail: string; signInName?: string | null; pending: boolean };
}
