// The family page's "Your organizations" (decision 053): the churches and ministries his family belongs to, what they
// can see, and leaving — at once, with whatever the organization could see of the family.
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { useLeaveOrganization, useMemberships } from "../api/memberships.ts";
import { paths } from "../../../paths.ts";

export function OrganizationsCard() {
  const memberships = useMemberships();
  const leave = useLeaveOrganization();
  const list = memberships.data?.memberships ?? [];
  if (list.length === 0 && !leave.isSuccess) return null;
  return (
    <Card className="!p-5 sm:!p-6">
      <CardHeader
        title="Your organizations"
        description="Churches and ministries your family belongs to. They see your name, how many sons you have and when you joined — never your journal or your sons' details."
      />
      {leave.isSuccess ? <Alert tone="success">{leave.data.message}</Alert> : null}
      <ul className="divide-y divide-navy-100" aria-label="Your organizations">
        {list.map((membership) => (
          <li key={membership.organizationId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <Link to={paths.organizationPage(membership.slug)} className="font-semibold underline-offset-2 hover:underline">
                {membership.name}
              </Link>
              <span className="block text-sm text-navy-600">
                Joined {new Date(membership.joinedAt).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })} ·{" "}
                {membership.sharesProgress ? "sees your family's progress" : "sees counts only, not your progress"}
              </span>
            </span>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost">
                  Leave<span className="sr-only"> {membership.name}</span>
                </Button>
              }
              title={`Leave ${membership.name}`}
              description="Your family leaves at once. The organization no longer sees your family. You can join again with a new invitation."
              confirmLabel="Leave"
              onConfirm={(close) => leave.mutate(membership.organizationId, { onSuccess: close })}
              {...confirmMutation(leave, "Failed to leave the organization")}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
