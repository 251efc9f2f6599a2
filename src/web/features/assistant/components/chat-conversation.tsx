// The chat itself (docs/areas/assistant.md "Chat assistant widget"): history list, new conversation button, the open
// conversation's messages, a typing indicator while the reply streams, and the message box.
import { dateLocale, localize, t, type MessageKey } from "../../../lib/i18n.ts";
import { MarkdownText } from "../../../components/markdown/markdown-text.tsx";
import clsx from "clsx";
import { History, MessageCircle, Plus, SendHorizontal, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../../shared/constants.ts";
import { chatText, type TChatStatusResponse, type TChatThread } from "../../../../shared/schemas/chat.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation, openWhileChosen } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useDeleteChatThread } from "../api/delete-chat-thread.ts";
import { useChatThreadMessages } from "../api/get-chat-thread-messages.ts";
import { useChatThreads } from "../api/get-chat-threads.ts";
import { canSend, visibleMessages, type VisibleMessage } from "./chat-session-state.ts";
import type { ChatSession } from "./use-chat-session.ts";
import "../../../lib/catalog-parts/assistant.ts";

export interface ChatStatusView {
  data: TChatStatusResponse | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ChatConversationProps {
  session: ChatSession;
  status: ChatStatusView;
  /** The week whose content goes with each question, if any (shown so the user knows). */
  weekNumber: number | null;
  /** Height of the scrolling message area. */
  logClassName?: string;
}

/** The assistant's own notices (sent by the server in English) in the page's language; any other text as the server's catalogue says it. */
export function chatWords(text: string): string {
  const known: Record<string, MessageKey> = {
    [chatText.notConfigured]: "chat.msg.notConfigured",
    [chatText.sonNeedsDad]: "chat.msg.sonNeedsDad",
    [chatText.sonWithoutDad]: "chat.msg.sonWithoutDad",
    [chatText.rateLimited]: "chat.msg.rateLimited",
    [chatText.messageRequired]: "chat.msg.messageRequired",
  };
  const key = known[text];
  return key ? t(key) : localize(text);
}

export function ChatConversation({ session, status, weekNumber, logClassName = "h-80" }: ChatConversationProps) {
  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-navy-700" data-filled-by-app="">
        <Spinner size="sm" /> {t("chat.loading")}
      </p>
    );
  }
  if (status.isError || !status.data) {
    return (
      <Alert tone="error" title={t("chat.loadFailed")}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void status.refetch()}>
          {t("chat.retry")}
        </Button>
      </Alert>
    );
  }
  if (status.data.availability !== "ready") {
    return (
      <Alert tone="info" title={status.data.availability === "not-configured" ? t("chat.notSetUp") : t("chat.switchedOff")}>
        {status.data.message ? chatWords(status.data.message) : null}
      </Alert>
    );
  }
  return <ReadyConversation session={session} weekNumber={weekNumber} logClassName={logClassName} />;
}

function ReadyConversation({ session, weekNumber, logClassName }: { session: ChatSession; weekNumber: number | null; logClassName: string }) {
  const { state, dispatch } = session;
  const historyOpen = state.view === "history";
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3"
          aria-pressed={historyOpen}
          disabled={state.pending}
          icon={<History aria-hidden="true" className="size-4" />}
          onClick={() => dispatch({ type: historyOpen ? "hide-history" : "show-history" })}
        >
          {historyOpen ? t("chat.backToChat") : t("chat.history")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={state.pending}
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => dispatch({ type: "new-conversation" })}
        >
          {t("chat.newConversation")}
        </Button>
      </div>

      {historyOpen ? <ThreadHistory session={session} className={logClassName} /> : <MessageLog session={session} className={logClassName} />}

      {state.failure ? (
        <Alert tone="error">
          <p>{chatWords(state.failure.message)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {state.failure.retryable ? (
              <Button variant="secondary" size="sm" onClick={() => void session.retry()}>
                {t("chat.tryAgain")}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "dismiss-failure" })}>
              {t("chat.dismiss")}
            </Button>
          </div>
        </Alert>
      ) : null}

      <Composer session={session} weekNumber={weekNumber} />
    </div>
  );
}

function Bubble({ message }: { message: VisibleMessage }) {
  const mine = message.role === "user";
  return (
    <li className={clsx("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={clsx(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-line",
          mine ? "rounded-br-md bg-navy-900 text-white" : "rounded-bl-md bg-navy-50 text-navy-950 ring-1 ring-navy-100",
        )}
      >
        <span className="sr-only">{mine ? t("chat.you") : t("chat.assistant")}</span>
        {mine ? (
          message.content
        ) : (
          // The assistant's reply is Markdown, rendered by the same safe renderer as the plans' text.
          <MarkdownText
            text={message.content}
            className="space-y-2 whitespace-normal [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            fallback={message.content}
          />
        )}
      </div>
    </li>
  );
}

function MessageLog({ session, className }: { session: ChatSession; className: string }) {
  const { state } = session;
  const thread = useChatThreadMessages(state.threadId);
  const shown = visibleMessages(thread.data?.messages ?? [], state);
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest text in view as messages arrive and the reply grows.
  const lastLength = shown.at(-1)?.content.length ?? 0;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, lastLength, state.pending]);

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={logRef}
        role="log"
        aria-label={t("chat.log")}
        // Screen readers wait for the whole reply instead of reading every streamed fragment.
        aria-busy={state.pending}
        tabIndex={0}
        className={clsx("overflow-y-auto rounded-xl bg-white p-3 ring-1 ring-navy-100", className)}
      >
        {state.threadId !== null && thread.isPending && shown.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-navy-700">
            <Spinner size="sm" /> {t("chat.loadingMessages")}
          </p>
        ) : state.threadId !== null && thread.isError ? (
          <p className="text-sm text-red-800">{t("chat.loadFailed")}</p>
        ) : shown.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center text-sm text-navy-600">
            <MessageCircle aria-hidden="true" className="size-8 text-amber-500" />
            <p>{t("chat.empty")}</p>
          </div>
        ) : (
          <ol className="space-y-3">
            {shown.map((message) => (
              <Bubble key={message.key} message={message} />
            ))}
          </ol>
        )}
      </div>
      {state.pending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-navy-700">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-navy-500 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-navy-500 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-navy-500" />
          </span>
          {t("chat.typing")}
        </p>
      ) : null}
    </div>
  );
}

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(dateLocale(), { dateStyle: "medium", timeStyle: "short" });
}

function ThreadHistory({ session, className }: { session: ChatSession; className: string }) {
  const { state, dispatch } = session;
  const threads = useChatThreads();
  const remove = useDeleteChatThread();
  const [confirming, setConfirming] = useState<TChatThread | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    const threadId = confirming.id;
    remove.mutate(threadId, {
      onSuccess: () => {
        dispatch({ type: "thread-deleted", threadId });
        setConfirming(null);
      },
    });
  };

  return (
    <div className={clsx("overflow-y-auto rounded-xl bg-white p-2 ring-1 ring-navy-100", className)}>
      <h3 className="sr-only">{t("chat.historyHeading")}</h3>
      {threads.isPending ? (
        <p className="flex items-center gap-2 p-2 text-sm text-navy-700">
          <Spinner size="sm" /> {t("chat.loadingConversations")}
        </p>
      ) : threads.isError ? (
        <p className="p-2 text-sm text-red-800">{t("chat.loadFailed")}</p>
      ) : threads.data.threads.length === 0 ? (
        <p className="p-2 text-sm text-navy-600">{t("chat.noConversations")}</p>
      ) : (
        <ul className="divide-y divide-navy-100">
          {threads.data.threads.map((thread) => (
            <li key={thread.id} className="flex items-center gap-1">
              <button
                type="button"
                aria-current={thread.id === state.threadId ? "true" : undefined}
                onClick={() => dispatch({ type: "select-thread", threadId: thread.id })}
                className={clsx("min-w-0 flex-1 rounded-lg px-3 py-2 text-left hover:bg-navy-50", thread.id === state.threadId && "bg-amber-50")}
              >
                <span className="block truncate text-sm font-medium text-navy-950">{thread.preview}</span>
                <span className="block text-xs text-navy-600">
                  {thread.weekNumber !== null ? t("chat.threadWeek", { week: thread.weekNumber }) : ""}
                  {formatWhen(thread.updatedAt)}
                </span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("chat.deleteLabel", { preview: thread.preview })}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                onClick={() => setConfirming(thread)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...openWhileChosen(confirming, () => setConfirming(null))}
        title={t("chat.deleteTitle")}
        description={t("chat.deleteDescription")}
        confirmLabel={t("chat.delete")}
        {...confirmMutation(remove, t("chat.deleteFailed"))}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function Composer({ session, weekNumber }: { session: ChatSession; weekNumber: number | null }) {
  const { state } = session;
  const [text, setText] = useState("");
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const sendable = canSend(state, text, true);
  const nearLimit = text.length > CHAT_MESSAGE_MAX_LENGTH - 500;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    const question = text;
    setText("");
    const accepted = await session.send(question);
    // A refusal (too long, too many messages...) keeps what the user typed.
    if (!accepted) setText((current) => (current === "" ? question : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and nothing is sent during IME composition).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const hint = state.view === "history" ? t("chat.hintHistory") : weekNumber !== null ? t("chat.hintWeek", { week: weekNumber }) : t("chat.hintKeys");

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-1.5">
      <label htmlFor={inputId} className="sr-only">
        {t("chat.inputLabel")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-enter-sends=""
          aria-describedby={hintId}
          placeholder={t("chat.placeholder")}
          className="block min-h-11 w-full resize-none rounded-lg border border-navy-200 bg-white px-3.5 py-2 text-base text-navy-950 shadow-xs placeholder:text-navy-500 hover:border-navy-300"
        />
        <Button
          type="submit"
          disabled={!sendable}
          aria-label={t("chat.sendLabel")}
          className="shrink-0"
          icon={<SendHorizontal aria-hidden="true" className="size-4" />}
        >
          <span className="hidden sm:inline">{t("chat.send")}</span>
        </Button>
      </div>
      <p id={hintId} className="flex justify-between gap-2 text-xs text-navy-600">
        <span>{hint}</span>
        {nearLimit ? (
          <span>
            {text.length} / {CHAT_MESSAGE_MAX_LENGTH}
          </span>
        ) : null}
      </p>
    </form>
  );
}
