// The assistant (docs/areas/assistant.md): a person's conversations are his own; a son talks to it only when his
// dad switched it on.
import { forbidden, notFound } from "../lib/app-error.ts";
import { chatText } from "../../shared/schemas/chat.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";

export interface ThreadOwner {
  userId: string;
}

/** A person may read, continue or delete a conversation when it is his own (anyone else's: 404). */
const ownThread = rowRule<ThreadOwner | undefined>({
  when: "it is his own conversation (else 404)",
  allows: (viewer, thread) => thread !== undefined && thread.userId === viewer.userId,
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
  "assistant.status": { guard: "signedIn", staffTwoFactor: false, who: "Any signed-in viewer: whether the assistant is on for him." },
  "assistant.thread.list": { guard: "signedIn", staffTwoFactor: false, who: "Any signed-in viewer: his own conversations." },
  "assistant.thread.read": { guard: "signedIn", staffTwoFactor: false, who: "Any signed-in viewer reads his own conversation.", row: ownThread },
  "assistant.thread.delete": { guard: "signedIn", staffTwoFactor: false, who: "Any signed-in viewer deletes his own conversation.", row: ownThread },
  "assistant.message.send": {
    guard: "signedIn",
    staffTwoFactor: false,
    who: "Any signed-in viewer sends a message in a new or his own conversation; a son only once his dad switched it on.",
    row: switchedOn,
  },
  "assistant.reply.retry": {
    guard: "signedIn",
    staffTwoFactor: false,
    who: "Any signed-in viewer asks again for a reply in his own conversation.",
    row: ownThread,
  },
} as const satisfies Record<string, ActionPolicy>;
