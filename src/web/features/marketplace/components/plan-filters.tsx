// Filter by category and language and search by title. The values live in the address (?q=&category=&language=);
// choosing a category or a language applies at once, the search applies on Enter or 'Search'. The reader's own
// language is offered first.
import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { ZPlanFiltersForm, type TPlanFiltersForm } from "../../../../shared/schemas/marketplace.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PlanLanguageOptions } from "../../../components/ui/plan-language-options.tsx";
import { PlanCategoryOptions } from "../../../components/ui/plan-category-options.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { PlanFilters } from "../api/marketplace-keys.ts";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/marketplace.ts";

export function PlanFiltersForm({ value, onChange }: { value: PlanFilters; onChange: (filters: PlanFilters) => void }) {
  const form = useForm<TPlanFiltersForm>({
    resolver: zodResolver(ZPlanFiltersForm),
    // `values` keeps the form in step with the address (Back, Clear filters).
    values: { q: value.q ?? "", category: value.category ?? "", language: value.language ?? "" },
  });
  const apply = form.handleSubmit((filters) =>
    onChange({ q: filters.q || undefined, category: filters.category || undefined, language: filters.language || undefined }),
  );
  const active = Boolean(value.q || value.category || value.language);

  return (
    <form
      role="search"
      aria-label={t("marketplace.filters.label")}
      noValidate
      onSubmit={(event) => void apply(event)}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <TextField
        label={t("marketplace.filters.search")}
        type="search"
        autoComplete="off"
        className="flex-1"
        error={form.formState.errors.q?.message}
        {...form.register("q")}
      />
      <SelectField label={t("marketplace.filters.category")} className="sm:w-56" {...form.register("category", { onChange: () => void apply() })}>
        <PlanCategoryOptions emptyLabel={t("marketplace.filters.allCategories")} />
      </SelectField>
      <SelectField label={t("marketplace.filters.language")} className="sm:w-44" {...form.register("language", { onChange: () => void apply() })}>
        <PlanLanguageOptions />
      </SelectField>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" icon={<Search aria-hidden="true" className="size-4" />}>
          {t("marketplace.filters.submit")}
        </Button>
        {active ? (
          <Button type="button" variant="ghost" onClick={() => onChange({})}>
            {t("marketplace.clearFilters")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
