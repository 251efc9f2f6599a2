// /admin: the global admin's dashboard (docs/areas/admin.md Admin dashboard). The page lives in features/admin; the
// route gives it the studio's plan list (features/studio) and the purchases table (features/payments).
import { AdminPage } from "../features/admin/components/admin-page.tsx";
import { PurchasesTab } from "../features/payments/components/purchases-tab.tsx";
import { PlansTab } from "../features/studio/components/plans-tab.tsx";

export default function AdminScreen() {
  return (
    <AdminPage
      tabs={{
        plans: (plans) => <PlansTab plans={plans} />,
        purchases: (purchases, purchaseCount) => <PurchasesTab purchases={purchases} purchaseCount={purchaseCount} />,
      }}
    />
  );
}
