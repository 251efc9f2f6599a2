// 'Chat with StrongBond Assistant' on the week page (docs/areas/assistant.md) and the journal's side panel: questions
// asked here carry the week's content.
import clsx from "clsx";
import { useId } from "react";
import { chatText } from "../../../../shared/schemas/chat.ts";
import { useChatStatus } from "../../../lib/chat-status.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { useChatSession } from "./use-chat-session.ts";

export interface AssistantPanelProps {
  weekNumber: number | null;
  /** "aside" for a side panel (the journal), "section" in the flow of a page (the week page). */
  as?: "section" | "aside";
  className?: string;
  /** A son under 13 is told where he writes that his dad can download his chats. */
  sonUnder13?: boolean;
}

export const UNDER_13_CHAT_NOTE = "Because you are under 13, your dad can download your conversations with the assistant.";

export function AssistantPanel({ weekNumber, as: Element = "section", className, sonUnder13 = false }: AssistantPanelProps) {
  const headingId = useId();
  const session = useChatSession(weekNumber);
  const status = useChatStatus();
  // No dead ends: families see no assistant panel when none is connected to the server.
  if (status.data?.availability === "not-configured") return null;
  return (
    <Element aria-labelledby={headingId} className={clsx("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100", className)}>
      <h2 id={headingId} className="text-xl font-bold">
        {chatText.panelTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-navy-600">
        {weekNumber !== null
          ? `Ask about Week ${weekNumber}: the devotional, the challenge, or how to live it out together.`
          : "Ask about faith, fitness, or growing together."}
      </p>
      {sonUnder13 ? <p className="mb-4 text-sm text-navy-700">{UNDER_13_CHAT_NOTE}</p> : null}
      <ChatConversation session={session} status={status} weekNumber={weekNumber} />
    </Element>
  );
}
