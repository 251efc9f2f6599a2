// The dashboard's shape while its code, the session or /api/dashboard loads: the real heading, then the this-week
// card, the week panel and content beside the achievements/entries/reflect column, in the final grid (so
// nothing jumps when the data arrives). Used by the route (handle.skeleton) and by DashboardPage while pending.
import { t } from "../../../lib/i18n.ts";
import { PageSkeleton, Skeleton } from "../../../components/ui/skeleton.tsx";

function CardBlock({ className }: { className: string }) {
  return <Skeleton className={`rounded-2xl ${className}`} />;
}

export function DashboardSkeleton({
  role = "dad",
  description,
  message = t("dash.loading"),
}: {
  role?: "dad" | "son";
  description?: string | undefined;
  message?: string | undefined;
}) {
  return (
    <PageSkeleton title={role === "dad" ? t("dash.titleDad") : t("dash.titleSon")} description={description} message={message}>
      <div className="space-y-8">
        <CardBlock className="h-48" />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <CardBlock className="h-80" />
            <CardBlock className="h-96" />
          </div>
          <div className="min-w-0 space-y-8">
            <CardBlock className="h-56" />
            <CardBlock className="h-48" />
            <CardBlock className="h-40" />
          </div>
        </div>
      </div>
    </PageSkeleton>
  );
}

export function DadDashboardSkeleton({ message }: { message?: string | undefined }) {
  return <DashboardSkeleton role="dad" message={message} />;
}

export function SonDashboardSkeleton({ message }: { message?: string | undefined }) {
  return <DashboardSkeleton role="son" message={message} />;
}
