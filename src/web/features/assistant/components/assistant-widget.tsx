// The floating assistant's dialog. It stays mounted after the first opening, so closing the dialog neither
// loses the conversation nor cancels a reply that is still streaming.
import { t } from "../../../lib/i18n.ts";
import { useLocation } from "react-router";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useChatStatus } from "../../../lib/chat-status.ts";
import { ChatConversation } from "./chat-conversation.tsx";
import { useChatSession } from "./use-chat-session.ts";
import { weekFromLocation } from "./week-from-location.ts";
import "../../../lib/catalog-parts/assistant.ts";

export default function AssistantWidget({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const location = useLocation();
  const weekNumber = weekFromLocation(location.pathname, location.search);
  const session = useChatSession(weekNumber);
  const status = useChatStatus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("chat.widgetTitle")} description={t("chat.widgetDescription")}>
      <ChatConversation session={session} status={status} weekNumber={weekNumber} logClassName="h-[45vh] min-h-48" />
    </Dialog>
  );
}
