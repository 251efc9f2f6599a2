// Edit one existing devotional, challenge or Dad's Corner entry: the create form, prefilled from a
// GET of the item, saving with PUT; Delete asks first and reports the server's outcome ("deleted", or
// "archived" when plans use it) or its refusal (409) in the dialog.
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { flashState } from "../../../lib/flash.ts";
import type { TChallenge, TDadsCorner, TDevotional } from "../../../../shared/schemas/content.ts";
import { ITEM_LABELS, useContentItem, useDeleteContentItem, useSaveContentItem, type ItemKind } from "../api/edit-item.ts";
import { useReturnPath } from "../use-return-path.ts";
import { CreateChallengeForm } from "./create-challenge-form.tsx";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";
import { CreateDevotionalForm } from "./create-devotional-form.tsx";
import { measureRowOf } from "./measures-fieldset.tsx";
import { StudioMissing } from "./plan-content-editor.tsx";

function DeleteItemButton({ kind, itemId, title }: { kind: ItemKind; itemId: number; title: string }) {
  const back = useReturnPath();
  const navigate = useNavigate();
  const remove = useDeleteContentItem(kind, itemId);
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete</Button>}
      title={`Delete ${ITEM_LABELS[kind]}`}
      description={`Delete “${title}”? If plans use it, it is archived instead: those plans keep it.`}
      confirmLabel="Delete"
      onConfirm={(close) =>
        remove.mutate(undefined, {
          onSuccess: async (result) => {
            close();
            const message = result.outcome === "archived" ? `“${title}”: ${result.message}` : `${result.message}: “${title}”.`;
            await navigate(back, { state: flashState({ tone: "success", message }) });
          },
        })
      }
      {...confirmMutation(remove, messages.deleteContentFailed)}
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
  if (kind === "devotionals") {
    const devotional = item as TDevotional;
    const values = {
      title: devotional.title,
      scriptureReference: devotional.scriptureReference,
      content: devotional.content,
      weekNumber: devotional.weekNumber,
      memoryVerse: devotional.memoryVerse ?? "",
      discussionQuestions: devotional.discussionQuestions.join("\n"),
    };
    return <CreateDevotionalForm edit={{ values, save }} />;
  }
  if (kind === "challenges") {
    const challenge = item as TChallenge;
    const values = {
      title: challenge.title,
      description: challenge.description,
      difficulty: challenge.difficulty,
      weekNumber: challenge.weekNumber,
      fitnessFocus: challenge.fitnessFocus,
      durationMinutes: challenge.durationMinutes,
      equipmentNeeded: challenge.equipmentNeeded.join(", "),
      measures: challenge.measures.map(measureRowOf),
    };
    return <CreateChallengeForm edit={{ values, save }} />;
  }
  const corner = item as TDadsCorner;
  const values = {
    title: corner.title,
    weekNumber: corner.weekNumber,
    content: corner.content,
    resources: corner.resources.length > 0 ? corner.resources : [{ label: "", url: "" }],
  };
  return <CreateDadsCornerForm edit={{ values, save }} />;
}

/** The editor of one item; `itemId` is null when the address cannot name one ('… not found'). */
export function EditContentItem({ kind, itemId }: { kind: ItemKind; itemId: number | null }) {
  const item = useContentItem(kind, itemId);
  const notFound = `${ITEM_LABELS[kind]} not found`;
  if (itemId === null) return <StudioMissing text={notFound} />;
  return (
    <QueryState
      query={item}
      error={{ failed: messages.loadDataFailed, notFound }}
      loadingMessage="Loading..."
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
      <title>{`Edit ${ITEM_LABELS[kind]} · StrongBond`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold break-words">Edit {ITEM_LABELS[kind]}</h1>
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
