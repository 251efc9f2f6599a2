// One API file per endpoint in every web feature (issue 30 item 6, decision 059).
//
//   node scripts/codemods/059-api-one-file-per-endpoint.ts [--check]
//
// Eight features kept all their calls in one `api/<area>.ts` (account, churches, family, fitness, organizations,
// payments, reminders, two-factor, plus payments' `sponsorships.ts`). Each call lives in its own
// `features/<area>/api/<verb-noun>.ts` (the fetcher and its hook), the keys in `<area>-keys.ts`. The table below
// says where every exported name went; organizations' `familyKeys` and payments' `sponsorshipKeys` are
// `organizationKeys.roster|guide` and `paymentKeys.sponsorships` (the same keys), which nothing outside imported.
//
// This rewrites every import of a moved name from its old home (in src/, tests/, scripts/, bench/) to its new file,
// splitting an import that names several (`import { useAccount, useChangeEmail } from "../api/account.ts"`).
// Re-runnable and idempotent: an import that names no moved name is left alone, so it also fixes a branch merged
// later. --check changes nothing and exits 1 when a file would change. `src/repo-hygiene.test.ts` fails on a
// catch-all `api/<area>.ts` or a key factory outside a keys file.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const root = path.resolve(import.meta.dirname, "../..");
const check = process.argv.includes("--check");

/** old file (under src/web/features/) → { name: new file in the same api/ folder } */
const TABLE: Record<string, Record<string, string>> = {
  "account/api/account.ts": {
    accountKeys: "account-keys.ts",
    accountQueryOptions: "get-account.ts",
    useAccount: "get-account.ts",
    useAccountSessions: "get-account-sessions.ts",
    useUpdateProfile: "update-profile.ts",
    useChangeEmail: "change-email.ts",
    useEmailChangeLink: "answer-email-change-link.ts",
    useEmailChangeAction: "finish-or-cancel-email-change.ts",
    useChangePassword: "change-password.ts",
    useRevokeSession: "revoke-session.ts",
    useSignOutEverywhere: "sign-out-everywhere.ts",
    useResendVerification: "resend-verification.ts",
    useDeleteAccount: "delete-account.ts",
  },
  "churches/api/churches.ts": {
    churchKeys: "church-keys.ts",
    usePublicOrganization: "get-public-organization.ts",
    useInvitationPreview: "get-invitation-preview.ts",
    useJoinOrganization: "join-organization.ts",
  },
  "family/api/family.ts": {
    FamilyMember: "get-family-sons.ts",
    FamilyResponse: "get-family-sons.ts",
    useFamilySons: "get-family-sons.ts",
    setSonAssistant: "set-son-assistant.ts",
    useSetSonAssistant: "set-son-assistant.ts",
    sonDataExportUrl: "export-son-data.ts",
    deleteSonAccount: "delete-son-account.ts",
    useDeleteSonAccount: "delete-son-account.ts",
    addSon: "add-son.ts",
    useAddSon: "add-son.ts",
    useSetSonPassword: "set-son-password.ts",
    useSignOutSon: "sign-out-son.ts",
    useResendConfirmation: "resend-confirmation.ts",
    useRaiseAgeBand: "raise-age-band.ts",
    useFamilyLink: "get-family-link.ts",
    useAnswerFamilyLink: "answer-family-link.ts",
    useCreateSignInLink: "create-sign-in-link.ts",
    useRevokeSignInLinks: "revoke-sign-in-links.ts",
    useSetSonSignIn: "set-son-sign-in.ts",
    useJoinRequests: "get-join-requests.ts",
    useAnswerJoinRequest: "answer-join-request.ts",
    useSetSonGroupsName: "set-son-groups-name.ts",
    useSetSonGroupConversations: "set-son-group-conversations.ts",
    useFamilySharing: "get-family-sharing.ts",
    useSetSharing: "set-sharing.ts",
    // The shared GET /api/family read, re-exported from lib.
    familyQueryKey: "../../../lib/family-query.ts",
    familyQueryOptions: "../../../lib/family-query.ts",
    getFamily: "../../../lib/family-query.ts",
  },
  "fitness/api/fitness.ts": {
    fitnessQueryOptions: "get-fitness-results.ts",
    useFamilyFitness: "get-fitness-results.ts",
    useLogFitness: "log-fitness.ts",
    fitnessExportUrl: "export-fitness.ts",
  },
  "organizations/api/organizations.ts": {
    organizationKeys: "organization-keys.ts",
    useOrganizationHome: "get-organization-home.ts",
    useCreateOrganization: "create-organization.ts",
    useUpdateOrganization: "update-organization.ts",
    useStaff: "get-staff.ts",
    useInviteStaff: "invite-staff.ts",
    useRevokeInvitation: "revoke-staff-invitation.ts",
    useRemoveStaffMember: "remove-staff-member.ts",
    useAcceptInvitation: "accept-invitation.ts",
    useSetPlanCover: "set-plan-cover.ts",
    useFamilyRoster: "get-family-roster.ts",
    useNewInvitationLink: "create-invitation-link.ts",
    useRevokeInvitationLink: "revoke-invitation-link.ts",
    useInviteFamilies: "invite-families.ts",
    useRevokeFamilyInvitation: "revoke-family-invitation.ts",
    useLeaderGuide: "get-leader-guide.ts",
  },
  "payments/api/payments.ts": {
    paymentKeys: "payment-keys.ts",
    useCheckout: "start-checkout.ts",
    usePlanPurchaseWait: "wait-for-plan-purchase.ts",
    useConnectStatus: "get-connect-status.ts",
    useConnectStripe: "connect-stripe.ts",
    useOrganizationPurchases: "get-organization-purchases.ts",
    useRefundPurchase: "refund-purchase.ts",
  },
  "payments/api/sponsorships.ts": {
    useSponsorships: "get-sponsorships.ts",
    useSponsorSeats: "sponsor-seats.ts",
    useSetMembersOnly: "set-members-only.ts",
  },
  "reminders/api/reminders.ts": {
    useReminders: "get-reminders.ts",
    useRecap: "get-recap.ts",
    useEncouragements: "get-encouragements.ts",
    useSaveReminder: "save-reminder.ts",
    useEncourage: "encourage-son.ts",
    usePause: "pause-plan-run.ts",
    pushApi: "push-subscriptions.ts",
    unsubscribeByToken: "unsubscribe-by-token.ts",
  },
  "two-factor/api/two-factor.ts": {
    twoFactorStatusOptions: "get-two-factor-status.ts",
    useTwoFactorStatus: "get-two-factor-status.ts",
    EnableResult: "enable-two-factor.ts",
    useEnableTwoFactor: "enable-two-factor.ts",
    useConfirmTwoFactor: "confirm-two-factor.ts",
    useDisableTwoFactor: "disable-two-factor.ts",
    useRegenerateBackupCodes: "regenerate-backup-codes.ts",
  },
};

const features = path.join(root, "src/web/features");
const MOVES = Object.entries(TABLE).flatMap(([from, names]) =>
  Object.entries(names).map(([name, to]) => ({
    name,
    from: path.join(features, from),
    to: path.resolve(path.dirname(path.join(features, from)), to),
  })),
);

function relativeImport(fromFile: string, target: string): string {
  const rel = path.relative(path.dirname(fromFile), target).split(path.sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

const IMPORT = /^import (type )?\{([^}]*)\} from "([^"]+)";$/gm;

function rewrite(file: string, text: string): string {
  return text.replace(IMPORT, (statement, typeOnly: string | undefined, names: string, specifier: string) => {
    if (!specifier.startsWith(".")) return statement;
    const target = path.resolve(path.dirname(file), specifier);
    const moves = MOVES.filter((move) => move.from === target && move.to !== file);
    if (moves.length === 0) return statement;
    const list = names
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const bare = (name: string) => name.replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
    const kept = list.filter((name) => !moves.some((move) => move.name === bare(name)));
    if (kept.length === list.length) return statement;
    const lines: string[] = [];
    if (kept.length > 0) lines.push(`import ${typeOnly ?? ""}{ ${kept.join(", ")} } from "${specifier}";`);
    const targets = [...new Set(moves.filter((move) => list.some((name) => bare(name) === move.name)).map((move) => move.to))].sort();
    for (const to of targets) {
      const moved = list.filter((name) => moves.some((move) => move.to === to && move.name === bare(name)));
      const isType = Boolean(typeOnly) || moved.every((name) => name.startsWith("type "));
      const written = isType ? moved.map((name) => name.replace(/^type\s+/, "")) : moved;
      lines.push(`import ${isType ? "type " : ""}{ ${written.join(", ")} } from "${relativeImport(file, to)}";`);
    }
    return lines.join("\n");
  });
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

let changed = 0;
for (const file of ["src", "tests", "scripts", "bench"].flatMap((dir) => walk(path.join(root, dir)))) {
  const before = fs.readFileSync(file, "utf8");
  const after = rewrite(file, before);
  if (after === before) continue;
  changed += 1;
  console.log(`${check ? "would change" : "changed"} ${path.relative(root, file)}`);
  if (!check) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(after, { ...options, filepath: file }));
  }
}
// The old catch-all files, once nothing imports them.
const left = Object.keys(TABLE)
  .map((from) => path.join(features, from))
  .filter((from) => fs.existsSync(from));
for (const from of left) {
  console.log(`${check ? "would remove" : "removed"} ${path.relative(root, from)}`);
  if (!check) fs.rmSync(from);
}
console.log(`${changed} file(s) ${check ? "to change" : "changed"}, ${left.length} old file(s) ${check ? "to remove" : "removed"}`);
if (check && changed + left.length > 0) process.exit(1);
