// "What your dad can see and do", in words a boy understands. Each line follows a rule the server enforces:
// nothing before the son confirms the link, then download, delete, password, sign-out, assistant switch and age
// band; under 13 the download holds private entries and chats, from 13 it leaves them out; docs/areas/family.md (the
// dashboard shows family checkmarks and shared entries only; the dad chooses the family's plan). Change a rule on
// the server and this text with it (dad-controls.test.ts pins it).
import type { TDadControls } from "../../../../shared/schemas/identity.ts";

export interface DadControlsText {
  intro: string;
  sees: string[];
  can: string[];
  cannot: string[];
  /** What the son decides himself. */
  yours?: string[];
}

export function describeDadControls(c: TDadControls): DadControlsText {
  if (!c.linkConfirmed) {
    return {
      intro: `${c.dadName} added you to his family, but you haven't said yes yet. Until you open the e-mail we sent you and confirm that he is your dad, he can't see or change anything on your account.`,
      sees: [],
      can: [],
      cannot: [],
    };
  }
  const under13 = c.ageBand === "under_13";
  const sees = [
    "Which parts of each week you finished: the devotional, the challenge and the journal checkmarks.",
    "Journal entries you choose to share with him.",
    "The family's plan. He picks it, and you follow it together.",
  ];
  const can = [
    under13
      ? "Download a copy of everything you write here, your private journal entries and assistant chats too, because you are under 13."
      : "Download a copy of your account: your progress, the journal entries you shared and your groups. Your private entries and assistant chats are left out.",
    ...(c.assistantConnected ? [`Switch your assistant on or off. Right now it is ${c.assistantEnabled ? "on" : "off"}.`] : []),
    under13
      ? "Set a new password or PIN for you, show a sign-in code for your own phone, and sign you out on every device."
      : "Set a new password or PIN for you, and sign you out on every device. A password he sets is only temporary: you choose your own at your next sign-in, and until you do, your private entries and chats stay closed.",
    ...(under13
      ? [
          "Decide which groups you join: when you use a group's code, he says yes first (unless he is already in that group).",
          "Change your age to 13 or older when you turn 13. He can't change it back.",
          "Delete your account. You can't delete it yourself: ask him.",
        ]
      : ["Let other families in your groups see your full name and picture. Until he does, they see your first name only.", "Delete your account."]),
  ];
  const cannot = [
    under13 ? "See your private journal entries on his screens. They only come with the download." : "Read your private journal entries.",
    ...(under13 ? [] : ["Read your chats with the assistant."]),
    "See your password.",
  ];
  // What a son decides himself, said where he reads his dad's rights.
  const yours = under13
    ? ["Join a group your dad is in, with its code.", "In groups, other families see your first name only, without your picture."]
    : [
        "Join groups with their code yourself, start groups and lead them.",
        "Delete your account yourself. Your dad gets an e-mail afterwards.",
        "Choose your own password: then only you know it.",
      ];
  return { intro: `${c.dadName} is your dad on StrongBond. Here is exactly what that lets him do.`, sees, can, cannot, yours };
}
