// The assistant (docs/areas/assistant.md): a person's conversations are his own; a son talks to it only when his
// dad switched it on.
import { forbidden, notFound } from "../lib/app-error.ts";
import { chatText } from "../../shared/schemas/chat.ts";
import { ownedBy } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/** A person may read, continue or delete a conversation when it is his own (anyone else's: 404). */
const ownThread = ownedBy("userId", {
  when: "it is his own conversation (else 404)",
  refuse: () => notFound(chatText.threadNotFound),
});

/** The assistant's availability to the viewer: a son's is off until his dad switches it on. */
export interface AssistantSwitch {
  offForSon: boolean;
  message: string | null;
}

const switchedOn = rowRule<AssistantSwitch>({
  when: "it is on for him (a son: only when his dad switched it on, else 403)",
  allows: (_viewer, assistant) => !assistant.offForSon,
  refuse: (_viewer, assistant) => forbidden(assistant.message ?? chatText.sonNeedsDad),
});

export const assistantPolicy = {
  "assistant.status": action("signedIn", "Any signed-in viewer: whether the assistant is on for him."),
  "assistant.thread.list": action("signedIn", "Any signed-in viewer: his own conversations."),
  "assistant.thread.read": action("signedIn", "Any signed-in viewer reads his own conversation.", { row: ownThread }),
  "assistant.thread.delete": action("signedIn", "Any signed-in viewer deletes his own conversation.", { row: ownThread }),
  "assistant.message.send": action(
    "signedIn",
    "Any signed-in viewer sends a message in a new or his own conversation; a son only once his dad switched it on.",
    { row: switchedOn },
  ),
  "assistant.reply.retry": action("signedIn", "Any signed-in viewer asks again for a reply in his own conversation.", { row: ownThread }),
} as const satisfies Record<string, ActionPolicy>;
