// /family: a young son's requests to join groups wait here for his dad's yes or no. A request for
// a group deleted since says so and can only be cleared.
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useAnswerJoinRequest } from "../api/answer-join-request.ts";
import { useJoinRequests } from "../api/get-join-requests.ts";

export function JoinRequestsCard() {
  const requests = useJoinRequests();
  const answer = useAnswerJoinRequest();
  if (!requests.data || (requests.data.requests.length === 0 && !answer.isSuccess)) return null;
  return (
    <Card className="!p-5 sm:!p-6" role="region" aria-labelledby="join-requests-heading">
      <CardHeader title={<span id="join-requests-heading">Groups your son asked to join</span>} description="Sons under 13 join a group once you say yes." />
      {answer.isSuccess ? (
        <p role="status" className="mb-3 text-sm text-emerald-800">
          {answer.data.message}
        </p>
      ) : null}
      {answer.isError ? (
        <Alert tone="error" className="mb-3">
          {errorText(answer.error, messages.internalError)}
        </Alert>
      ) : null}
      <ul className="space-y-3">
        {requests.data.requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-navy-100 p-3">
            <p className="min-w-0 text-sm break-words text-navy-900">
              <span className="font-semibold">{request.sonName}</span> asked to join <span className="font-semibold">{request.groupName}</span>
              {request.groupExists ? null : <span className="block text-navy-700">This group no longer exists.</span>}
            </p>
            <div className="flex gap-2">
              {request.groupExists ? (
                <Button
                  size="sm"
                  aria-label={`Approve: ${request.sonName} joins ${request.groupName}`}
                  loading={answer.isPending}
                  onClick={() => answer.mutate({ requestId: request.id, answer: "approve" })}
                >
                  Approve
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${request.groupExists ? "Decline" : "Clear"}: ${request.sonName}, ${request.groupName}`}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ requestId: request.id, answer: "decline" })}
              >
                {request.groupExists ? "Decline" : "Clear"}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
