// One conversation per week of the group's plan, for dads (a son of 13+ only with his dad's yes; the
// page never renders this for anyone the server would refuse). Members report; leaders hide, show and remove.
import { useState } from "react";
import { GROUP_LIMITS, type TGroupPost } from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmButton } from "../../../components/ui/confirm-button.tsx";
import { confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useCreatePost, useGroupPosts, useHidePost, useRemovePost, useReportPost } from "../api/group-posts.ts";
import "../../../lib/catalog-parts/groups.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";

export function GroupConversation({ groupId, currentWeek, totalWeeks }: { groupId: number; currentWeek: number; totalWeeks: number }) {
  const [week, setWeek] = useState(Math.max(1, Math.min(currentWeek, totalWeeks)));
  const posts = useGroupPosts(groupId, week, true);
  const weekChoices = Array.from({ length: totalWeeks }, (_, i) => i + 1);
  return (
    <Card>
      <CardHeader title={t("groups.conversation.title", { week })} description={t("groups.conversation.text")} />
      <div className="space-y-5">
        <SelectField label={t("groups.conversation.week")} value={String(week)} onChange={(event) => setWeek(Number(event.target.value))} className="max-w-40">
          {weekChoices.map((n) => (
            <option key={n} value={n}>
              {t("groups.conversation.weekOption", { week: n })}
            </option>
          ))}
        </SelectField>
        {posts.isError ? <Alert tone="error">{errorText(posts.error, t("groups.conversation.loadFailed"))}</Alert> : null}
        {posts.data && posts.data.posts.length === 0 ? <p className="text-navy-700">{t("groups.conversation.empty")}</p> : null}
        <ul className="space-y-3" aria-label={t("groups.conversation.postsOf", { week })}>
          {(posts.data?.posts ?? []).map((post) => (
            <PostItem key={post.id} groupId={groupId} post={post} isLeader={posts.data?.isLeader === true} />
          ))}
        </ul>
        <PostForm groupId={groupId} week={week} />
      </div>
    </Card>
  );
}

function PostItem({ groupId, post, isLeader }: { groupId: number; post: TGroupPost; isLeader: boolean }) {
  const hide = useHidePost(groupId);
  const remove = useRemovePost(groupId);
  const report = useReportPost(groupId);
  const [reported, setReported] = useState<string | null>(null);
  return (
    <li className={`rounded-xl p-4 ring-1 ${post.hidden ? "bg-amber-50 ring-amber-200" : "bg-white ring-navy-100"}`}>
      <p className="text-sm font-semibold text-navy-900">
        {post.authorName}
        <span className="ml-2 font-normal text-navy-600">{new Date(post.createdAt).toLocaleString(dateLocale())}</span>
        {post.hidden ? <span className="ml-2 font-semibold text-amber-900">{t("groups.conversation.hidden")}</span> : null}
        {isLeader && post.openReports > 0 ? (
          <span className="ml-2 font-semibold text-red-800">{t("groups.conversation.reports", { count: post.openReports })}</span>
        ) : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-navy-800">{post.body}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!post.mine && !isLeader ? (
          <ConfirmButton
            label={t("groups.conversation.report")}
            disabled={reported !== null}
            title={t("groups.conversation.reportTitle")}
            description={t("groups.conversation.reportText")}
            confirmLabel={t("groups.conversation.report")}
            {...confirmMutation(report, t("groups.conversation.reportFailed"))}
            onConfirm={(close) =>
              report.mutate(
                { postId: post.id, reason: "" },
                {
                  onSuccess: (answer) => {
                    setReported(localize(answer.message));
                    close();
                  },
                },
              )
            }
          />
        ) : null}
        {isLeader ? (
          <>
            <Button variant="secondary" size="sm" loading={hide.isPending} onClick={() => hide.mutate({ postId: post.id, hidden: !post.hidden })}>
              {post.hidden ? t("groups.conversation.show") : t("groups.conversation.hide")}
            </Button>
            <ConfirmButton
              label={t("groups.conversation.remove")}
              title={t("groups.conversation.removeTitle")}
              description={t("groups.conversation.removeText")}
              confirmLabel={t("groups.conversation.remove")}
              {...confirmMutation(remove, t("groups.conversation.removeFailed"))}
              onConfirm={(close) => remove.mutate(post.id, { onSuccess: close })}
            />
          </>
        ) : null}
      </div>
      {reported ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {reported}
        </p>
      ) : null}
    </li>
  );
}

function PostForm({ groupId, week }: { groupId: number; week: number }) {
  const create = useCreatePost(groupId);
  const [body, setBody] = useState("");
  const fieldError = create.error && isApiError(create.error) ? create.error.fields.body : undefined;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ week, body }, { onSuccess: () => setBody("") });
      }}
    >
      <TextAreaField
        label={t("groups.conversation.postIn", { week })}
        rows={3}
        value={body}
        maxLength={GROUP_LIMITS.postMax}
        onChange={(event) => setBody(event.target.value)}
        error={fieldError}
        hint={t("groups.conversation.postHint", { max: GROUP_LIMITS.postMax })}
      />
      {create.error && !fieldError ? <Alert tone="error">{errorText(create.error, t("groups.conversation.postFailed"))}</Alert> : null}
      <Button type="submit" loading={create.isPending} disabled={body.trim() === ""}>
        {t("groups.conversation.post")}
      </Button>
    </form>
  );
}
