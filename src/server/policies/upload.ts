// Images (docs/areas/images.md): anyone signed in uploads an avatar or a group image; a plan cover only those who
// author plans. The stored images are public by their content hash.
import { forbidden } from "../lib/app-error.ts";
import type { IMAGE_KINDS } from "../../shared/schemas/uploads.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule, staffPower } from "./rule.ts";

export type ImageKind = (typeof IMAGE_KINDS)[number];

/** A person may upload a plan cover when he authors plans: a global admin, or on an organization's staff (403). */
const mayUploadKind = rowRule<ImageKind>({
  when: "it is an avatar or a group image, or — a plan cover — he is a global admin or on an organization's staff (else 403)",
  allows: (viewer, kind) => kind !== "cover" || viewer.isGlobalAdmin || viewer.organizationRole !== null,
  refuse: () => forbidden(),
});

export const uploadPolicy = {
  "upload.image": staffPower(
    "signedIn",
    "Any signed-in viewer uploads an avatar or a group image; a plan cover only a global admin or an organization's staff.",
    { row: mayUploadKind },
  ),
  "upload.read": action("public", "Anyone: a stored image by its content hash (unguessable, nothing private)."),
} as const satisfies Record<string, ActionPolicy>;
