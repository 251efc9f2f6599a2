// The browser app's entry: styles, the query client, the router, and the one wiring between the API client
// and the session (a 401 on a guarded call re-reads the session, so the route guard sends the user to /login).
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { onTwoFactorRequired, onUnauthorized } from "./lib/api-client.ts";
import { queryClient } from "./lib/query-client.ts";
import { sessionQueryKey } from "./features/session/api/get-session.ts";
import { createAppRouter } from "./router.tsx";
import { paths } from "./paths.ts";

onUnauthorized(() => {
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
});

const router = createAppRouter();
// Global admins and organization owners must set up two-factor first (decision 016): any staff call that says so
// opens the set-up screen, which then sends them back.
onTwoFactorRequired(() => {
  if (router.state.location.pathname !== paths.accountTwoFactor()) {
    void router.navigate(paths.accountTwoFactor({ required: true, back: router.state.location.pathname }), { replace: true });
  }
});
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
