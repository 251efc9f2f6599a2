// The options of a plan-category select: the empty choice in the caller's words ('All categories', 'No category'),
// then the four categories by their labels.
import { PLAN_CATEGORIES } from "../../../shared/constants.ts";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function PlanCategoryOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {PLAN_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(`marketplace.category.${category}`)}
        </option>
      ))}
    </>
  );
}
