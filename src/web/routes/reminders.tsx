// /reminders (docs/areas/reminders.md): the page lives in features/reminders.
import { RemindersPage } from "../features/reminders/components/reminders-page.tsx";

export default function RemindersScreen() {
  return <RemindersPage />;
}
