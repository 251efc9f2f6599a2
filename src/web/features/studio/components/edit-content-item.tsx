// Edit one existing devotional, challenge or Dad's Corner entry: the create form, prefilled from a
// GET of the item, saving with PUT; Delete asks first and reports the server's outcome ("deleted", or
// "archived" when plans use it) or its refusal (409) in the dialog.
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation, confirmRun } from "../../../components/ui/confirm-dialog.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { flashState } from "../../../lib/flash.ts";
import type { TChallenge, TDadsCorner, TDevotional } from "../../../../shared/schemas/content.ts";
import { useContentItem, useDeleteContentItem, useSaveContentItem, type ItemKind } from "../api/edit-item.ts";
import { useReturnPath } from "../use-return-path.ts";
import { CreateChallengeForm } from "./create-challenge-form.tsx";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";
import { CreateDevotionalForm } from "./create-devotional-form.tsx";
import { measureRowOf } from "./measures-fieldset.tsx";
import { StudioMissing } from "./plan-content-editor.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

function DeleteItemButton({ kind, itemId, title }: { kind: ItemKind; itemId: number; title: string }) {
  const back = useReturnPath();
  const navigate = useNavigate();
  const remove = useDeleteContentItem(kind, itemId);
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{t("studio.edit.delete")}</Button>}
      title={t("studio.edit.deleteTitle", { kind })}
      description={t("studio.edit.deleteText", { title })}
      confirmLabel={t("studio.edit.delete")}
      onConfirm={confirmRun(remove, undefined, async (result) => {
        const message =
          result.outcome === "archived"
            ? t("studio.edit.archivedFlash", { title, message: localize(result.message) })
            : t("studio.edit.deletedFlash", { title, message: localize(result.message) });
        await navigate(back, { state: flashState({ tone: "success", message }) });
      })}
      {...confirmMutation(remove, localize(messages.deleteContentFailed))}
    />
  );
}

function ItemForm({
  kind,
  item,
  save,
}: {
  kind: ItemKind;
  item: TDevotional | TChallenge | TDadsCorner;
  save: (body: unknown) => Promise<{ id: number; title: string; weekNumber: number }>;
}) {
  // The item's fields in its form's shape: lists become the text the form edits.
  if (kind === "devotionals") {
    const { title, scriptureReference, content, weekNumber, memoryVerse, discussionQuestions } = item as TDevotional;
    const values = { title, scriptureReference, content, weekNumber, memoryVerse: memoryVerse ?? "", discussionQuestions: discussionQuestions.join("\n") };
    return <CreateDevotionalForm edit={{ values, save }} />;
  }
  if (kind === "challenges") {
    const { title, description, difficulty, weekNumber, fitnessFocus, durationMinutes, equipmentNeeded, measures } = item as TChallenge;
    const values = {
      title,
      description,
      difficulty,
      weekNumber,
      fitnessFocus,
      durationMinutes,
      equipmentNeeded: equipmentNeeded.join(", "),
      measures: measures.map(measureRowOf),
    };
    return <CreateChallengeForm edit={{ values, save }} />;
  }
  const { title, weekNumber, content, resources } = item as TDadsCorner;
  const values = { title, weekNumber, content, resources: resources.length > 0 ? resources : [{ label: "", url: "" }] };
  return <CreateDadsCornerForm edit={{ values, save }} />;
}

/** The editor of one item; `itemId` is null when the address cannot name one ('… not found'). */
export function EditContentItem({ kind, itemId }: { kind: ItemKind; itemId: number | null }) {
  const item = useContentItem(kind, itemId);
  const notFound = t("studio.edit.notFound", { kind });
  if (itemId === null) return <StudioMissing text={notFound} />;
  return (
    <QueryState
      query={item}
      error={{ failed: localize(messages.loadDataFailed), notFound }}
      loadingMessage={t("studio.edit.loading")}
      failed={({ text }) => <StudioMissing text={text} />}
    >
      {(data) => <EditItemBody kind={kind} itemId={itemId} item={data} />}
    </QueryState>
  );
}

function EditItemBody({ kind, itemId, item }: { kind: ItemKind; itemId: number; item: TDevotional | TChallenge | TDadsCorner }) {
  const save = useSaveContentItem(kind, itemId);
  return (
    <div className="space-y-6">
      <title>{`${t("studio.edit.title", { kind })} · StrongBond`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold break-words">{t("studio.edit.title", { kind })}</h1>
          <p className="mt-2 break-words text-navy-700">{item.title}</p>
        </div>
        <DeleteItemButton kind={kind} itemId={itemId} title={item.title} />
      </header>
      <Card>
        <ItemForm kind={kind} item={item} save={(body) => save.mutateAsync(body)} />
      </Card>
    </div>
  );
}
