// The button on a pending invitation's row (a family's, a staff member's) that takes it back: it spins only on the
// row whose invitation is being taken back. Its words, with whose invitation it is, are the caller's.
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";

export function TakeBackInvitationButton({
  revoke,
  invitationId,
  children,
}: {
  revoke: { isPending: boolean; variables: number | undefined; mutate: (invitationId: number) => void };
  invitationId: number;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant="ghost" loading={revoke.isPending && revoke.variables === invitationId} onClick={() => revoke.mutate(invitationId)}>
      {children}
    </Button>
  );
}
