// /family: a young son's requests to join groups wait here for his dad's yes or no. A request for
// a group deleted since says so and can only be cleared.
import { localize, t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useAnswerJoinRequest } from "../api/answer-join-request.ts";
import { useJoinRequests } from "../api/get-join-requests.ts";
import "../../../lib/catalog-parts/family.ts";

const semibold = (text: string) => <span className="font-semibold">{text}</span>;

export function JoinRequestsCard() {
  const requests = useJoinRequests();
  const answer = useAnswerJoinRequest();
  if (!requests.data || (requests.data.requests.length === 0 && !answer.isSuccess)) return null;
  return (
    <Card className="!p-5 sm:!p-6" role="region" aria-labelledby="join-requests-heading">
      <CardHeader title={<span id="join-requests-heading">{t("family.join.title")}</span>} description={t("family.join.description")} />
      {answer.isSuccess ? (
        <p role="status" className="mb-3 text-sm text-emerald-800">
          {localize(answer.data.message)}
        </p>
      ) : null}
      {answer.isError ? (
        <Alert tone="error" className="mb-3">
          {localize(errorText(answer.error, messages.internalError))}
        </Alert>
      ) : null}
      <ul className="space-y-3">
        {requests.data.requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-navy-100 p-3">
            <p className="min-w-0 text-sm break-words text-navy-900">
              {richText(t("family.join.asked", { son: request.sonName, group: request.groupName }), [semibold, semibold])}
              {request.groupExists ? null : <span className="block text-navy-700">{t("family.join.gone")}</span>}
            </p>
            <div className="flex gap-2">
              {request.groupExists ? (
                <Button
                  size="sm"
                  aria-label={t("family.join.approveLabel", { son: request.sonName, group: request.groupName })}
                  loading={answer.isPending}
                  onClick={() => answer.mutate({ requestId: request.id, answer: "approve" })}
                >
                  {t("family.join.approve")}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                aria-label={t("family.join.answerLabel", {
                  action: request.groupExists ? t("family.join.decline") : t("family.join.clear"),
                  son: request.sonName,
                  group: request.groupName,
                })}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ requestId: request.id, answer: "decline" })}
              >
                {request.groupExists ? t("family.join.decline") : t("family.join.clear")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
