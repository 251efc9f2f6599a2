// 'Chat with StrongBond Assistant' on the week page (spec 000 §2) and the journal's side panel: questions
// asked here carry the week's content.
import clsx from "clsx";
import { useId } from "react";
import { chatText } from "../../../../shared/schemas/chat.ts";
import { useChatStatus } from "../api/get-chat-status.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { useChatSession } from "./use-chat-session.ts";

export interface AssistantPanelProps {
  weekNumber: number | null;
  /** "aside" for a side panel (the journal), "section" in the flow of a page (the week page). */
  as?: "section" | "aside";
  className?: string;
}

export function AssistantPanel({ weekNumber, as: Element = "section", className }: AssistantPanelProps) {
  const headingId = useId();
  const session = useChatSession(weekNumber);
  const status = useChatStatus();
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
      <ChatConversation session={session} status={status} weekNumber={weekNumber} />
    </Element>
  );
}
