// The first run's plan choice: every published, listed plan with its week-by-week outline, in one
// statement (the outline is aggregated per plan; no query per plan).
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { challenges, devotionalPlans, devotionals, planContent } from "../../db/schema/index.ts";
import type { Language } from "../../../shared/language.ts";
import type { TPlanChoice } from "../../../shared/schemas/family.ts";

type Row = {
  id: number;
  title: string;
  description: string | null;
  cover_image_url: string | null;
  duration_weeks: number;
  price_cents: number;
  language: Language;
  weeks: { week_number: number; devotional_title: string | null; challenge_title: string | null }[];
};

/** The reader's own language's plans first (only that language's with `filter`), then free before paid, newest first. */
export async function selectPlanChoices(db: Queryable, order: { first: Language; filter?: Language | undefined }): Promise<TPlanChoice[]> {
  const result = await db.execute<Row>(sql`
    select p.id, p.title, p.description, p.cover_image_url, p.duration_weeks, p.price_cents, p.language,
      coalesce((
        select json_agg(json_build_object('week_number', pc.week_number, 'devotional_title', d.title, 'challenge_title', c.title) order by pc.week_number)
        from ${planContent} pc
        left join ${devotionals} d on d.id = pc.devotional_id
        left join ${challenges} c on c.id = pc.challenge_id
        where pc.plan_id = p.id and pc.week_number <= p.duration_weeks
      ), '[]'::json) as weeks
    from ${devotionalPlans} p
    where p.status = 'published' and p.is_public and not p.members_only
      and (${order.filter ?? null}::text is null or p.language = ${order.filter ?? null})
    order by p.language = ${order.first} desc, p.price_cents = 0 desc, p.created_at desc, p.id desc
    limit 24`);
  return result.rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    coverImageUrl: r.cover_image_url,
    durationWeeks: r.duration_weeks,
    priceCents: r.price_cents,
    language: r.language,
    weeks: r.weeks.map((w) => ({ weekNumber: w.week_number, devotionalTitle: w.devotional_title, challengeTitle: w.challenge_title })),
  }));
}
