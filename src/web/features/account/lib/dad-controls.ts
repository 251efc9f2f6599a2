// "What your dad can see and do", in words a boy understands. Each line follows a rule the server enforces:
// nothing before the son confirms the link, then download, delete, password, sign-out, assistant switch and age
// band; under 13 the download holds private entries and chats, from 13 it leaves them out; docs/areas/family.md (the
// dashboard shows family checkmarks and shared entries only; the dad chooses the family's plan). Change a rule on
// the server and this text with it (dad-controls.test.ts pins it).
import type { TDadControls } from "../../../../shared/schemas/identity.ts";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/account.ts";

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
      intro: t("account.dad.notYet", { dad: c.dadName }),
      sees: [],
      can: [],
      cannot: [],
    };
  }
  const under13 = c.ageBand === "under_13";
  const sees = [t("account.dad.seesWeek"), t("account.dad.seesShared"), t("account.dad.seesPlan")];
  const can = [
    under13 ? t("account.dad.downloadUnder13") : t("account.dad.download"),
    ...(c.assistantConnected ? [t("account.dad.assistant", { state: c.assistantEnabled ? "on" : "off" })] : []),
    under13 ? t("account.dad.passwordUnder13") : t("account.dad.password"),
    ...(under13
      ? [t("account.dad.groupsUnder13"), t("account.dad.ageUnder13"), t("account.dad.deleteUnder13")]
      : [t("account.dad.fullName"), t("account.dad.delete")]),
  ];
  const cannot = [
    under13 ? t("account.dad.cannotSeePrivateUnder13") : t("account.dad.cannotReadPrivate"),
    ...(under13 ? [] : [t("account.dad.cannotReadChats")]),
    t("account.dad.cannotSeePassword"),
  ];
  // What a son decides himself, said where he reads his dad's rights.
  const yours = under13
    ? [t("account.dad.yoursJoinUnder13"), t("account.dad.yoursFirstNameUnder13")]
    : [t("account.dad.yoursGroups"), t("account.dad.yoursDelete"), t("account.dad.yoursPassword")];
  return { intro: t("account.dad.intro", { dad: c.dadName }), sees, can, cannot, yours };
}
