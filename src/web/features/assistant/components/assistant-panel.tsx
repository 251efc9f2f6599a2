// 'Chat with StrongBond Assistant' on the week page (docs/areas/assistant.md) and the journal's side panel: questions
// asked here carry the week's content.
import { t } from "../../../lib/i18n.ts";
import clsx from "clsx";
import { useId } from "react";
import { useChatStatus } from "../../../lib/chat-status.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { useChatSession } from "./use-chat-session.ts";
import "../../../lib/catalog-parts/assistant.ts";

export interface AssistantPanelProps {
  weekNumber: number | null;
  /** "aside" for a side panel (the journal), "section" in the flow of a page (the week page). */
  as?: "section" | "aside";
  className?: string;
  /** A son under 13 is told where he writes that his dad can download his chats. */
  sonUnder13?: boolean;
}

export function AssistantPanel({ weekNumber, as: Element = "section", className, sonUnder13 = false }: AssistantPanelProps) {
  const headingId = useId();
  const session = useChatSession(weekNumber);
  const status = useChatStatus();
  // No dead ends: families see no assistant panel when none is connected to the server.
  if (status.data?.availability === "not-configured") return null;
  return (
    <Element aria-labelledby={headingId} className={clsx("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100", className)}>
      <h2 id={headingId} className="text-xl font-bold">
        {t("chat.panelTitle")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-navy-600">{weekNumber !== null ? t("chat.askWeek", { week: weekNumber }) : t("chat.askGeneral")}</p>
      {sonUnder13 ? <p className="mb-4 text-sm text-navy-700">{t("chat.under13")}</p> : null}
      <ChatConversation session={session} status={status} weekNumber={weekNumber} />
    </Element>
  );
}
