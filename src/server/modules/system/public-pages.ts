// The public pages the server draws for anyone: the marketplace `/marketplace`, a plan's page
// `/marketplace/plans/:id` and a church's page `/o/:slug`. Each is the app's shell with the page's meta tags and its
// words in #root (public-page-html.ts), read as a signed-out visitor through the same services as the API: a draft,
// unlisted or members-only plan and an unknown church are not drawn (the caller sends the shell, whose app shows what
// the viewer may see). The app replaces #root on its first render. Never a 500 for a page. Each is drawn in the
// reader's language, from that language's shell.
import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { formatCents } from "../../../shared/money.ts";
import { LOCALES, type Locale } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/translate.ts";
import { MAX_INT4 } from "../../../shared/constants.ts";
import { SLUG_PATTERN } from "../../../shared/slug.ts";
import type { TMarketplacePlan, TPlanWeekOutline } from "../../../shared/schemas/marketplace.ts";
import type { TPublicOrganizationResponse } from "../../../shared/schemas/organization-families.ts";
import type { App } from "../../http/app-instance.ts";
import { AppError } from "../../lib/app-error.ts";
import { requestLocale, translatorFor } from "../../lib/i18n.ts";
import { getPlanPage, listPlans, visitorOf } from "../marketplace/marketplace.service.ts";
import { getPublicOrganization } from "../organizations/organization-families.service.ts";
import { localizedFile } from "./prerendered-pages.ts";
import { absoluteUrl, escapeHtml, plainDescription, publicPageHtml, type PublicPageMeta } from "./public-page-html.ts";

export interface PublicPages {
  has(pagePath: string): boolean;
  /** Sends the page and returns true; false (nothing sent) when the caller should send the shell. */
  send(request: FastifyRequest, reply: FastifyReply, pagePath: string): Promise<boolean>;
}

const PLAN_PATH = /^\/marketplace\/plans\/(\d{1,10})$/;
const ORGANIZATION_PATH = /^\/o\/([a-z0-9-]{1,120})$/;
const MARKETPLACE_PATH = "/marketplace";

const weeks = (words: Translator, count: number) => words.t("publicPages.weeks", { count });
/** Dollars as the reader writes them ("$12.99", "12,99 US$"). */
const price = (words: Translator, cents: number) =>
  cents === 0
    ? words.t("publicPages.free")
    : words.locale === "en"
      ? formatCents(cents)
      : new Intl.NumberFormat(words.locale, { style: "currency", currency: "USD" }).format(cents / 100);
const link = (href: string, text: string, className = "font-semibold text-navy-900 underline underline-offset-4") =>
  `<a href="${escapeHtml(href)}" class="${className}">${escapeHtml(text)}</a>`;

/** Start and sign-in links, for a visitor who has no account yet. */
function joinLinks(words: Translator): string {
  return `<p class="mt-8 flex flex-wrap gap-4">${link("/register", words.t("publicPages.start"), "rounded-xl bg-amber-400 px-5 py-3 font-semibold text-navy-950")}${link("/login", words.t("publicPages.signIn"))}</p>`;
}

function page(inner: string): string {
  return `<main id="main-content" class="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">${inner}</main>`;
}

function planList(words: Translator, plans: { id: number; title: string; description: string | null; durationWeeks: number; priceCents: number }[]): string {
  if (plans.length === 0) return `<p>${escapeHtml(words.t("publicPages.noPlans"))}</p>`;
  const items = plans.map(
    (plan) =>
      `<li class="py-3"><h2 class="text-xl font-bold">${link(`/marketplace/plans/${plan.id}`, plan.title, "hover:underline")}</h2>` +
      `<p class="text-navy-700">${escapeHtml(weeks(words, plan.durationWeeks))} · ${escapeHtml(price(words, plan.priceCents))}</p>` +
      (plan.description ? `<p class="text-navy-700">${escapeHtml(plainDescription(plan.description))}</p>` : "") +
      `</li>`,
  );
  return `<ul class="mt-6 divide-y divide-navy-100">${items.join("")}</ul>`;
}

/** A plan's page: cover, title, its church, length and price, description, the outline, and the way in. */
export function planMarkup(words: Translator, plan: TMarketplacePlan, outline: TPlanWeekOutline[], coverUrl: string | null): string {
  const cover = coverUrl ? `<img src="${escapeHtml(coverUrl)}" alt="" class="aspect-[16/9] w-full rounded-2xl object-cover">` : "";
  const author = plan.organization
    ? `<p>${escapeHtml(words.t("publicPages.by", { organization: "\u0000" })).replace("\u0000", link(`/o/${plan.organization.slug}`, plan.organization.name))}</p>`
    : "";
  const weekItems = outline.map((week) => {
    const parts = [week.devotionalTitle, week.challengeTitle].filter((part): part is string => part !== null);
    return `<li>${escapeHtml(words.t("publicPages.week", { number: week.weekNumber }))}${parts.length > 0 ? `: ${escapeHtml(parts.join(" · "))}` : ""}</li>`;
  });
  return page(
    `<p>${link(MARKETPLACE_PATH, words.t("publicPages.backToPlans"))}</p>` +
      `<article aria-labelledby="plan-title" class="mt-6 space-y-4">${cover}` +
      `<h1 id="plan-title" class="text-3xl font-bold sm:text-4xl">${escapeHtml(plan.title)}</h1>${author}` +
      `<p>${escapeHtml(weeks(words, plan.durationWeeks))} · ${escapeHtml(price(words, plan.priceCents))}</p>` +
      (plan.description ? `<p class="text-lg whitespace-pre-line text-navy-800">${escapeHtml(plan.description)}</p>` : "") +
      (weekItems.length > 0 ? `<h2 class="text-xl font-bold">${escapeHtml(words.t("publicPages.weekByWeek"))}</h2><ol>${weekItems.join("")}</ol>` : "") +
      `</article>${joinLinks(words)}`,
  );
}

/** A church's page: its name, description and public plans. */
export function organizationMarkup(words: Translator, found: TPublicOrganizationResponse): string {
  const { organization, plans } = found;
  return page(
    `<h1 class="text-3xl font-bold sm:text-4xl">${escapeHtml(organization.name)}</h1>` +
      (organization.description ? `<p class="mt-4 text-lg whitespace-pre-line text-navy-800">${escapeHtml(organization.description)}</p>` : "") +
      planList(words, plans) +
      joinLinks(words),
  );
}

export function marketplaceMarkup(words: Translator, plans: TMarketplacePlan[]): string {
  return page(
    `<h1 class="text-3xl font-bold sm:text-4xl">${escapeHtml(words.t("publicPages.marketplaceTitle"))}</h1>${planList(words, plans)}${joinLinks(words)}`,
  );
}

interface DrawnPage {
  meta: PublicPageMeta;
  markup: string;
}

/** The public pages drawn from the build's shell in `webRoot`; none without one. */
export function loadPublicPages(app: App, webRoot: string): PublicPages {
  const shells = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const file = path.join(webRoot, localizedFile(webRoot, "index.html", locale));
    if (fs.existsSync(file)) shells.set(locale, fs.readFileSync(file, "utf8"));
  }
  const { db, config } = app.deps;
  const base = config.appUrl;
  const visitor = visitorOf(app.deps.integrations.payments !== null);

  async function draw(pagePath: string, words: Translator): Promise<DrawnPage | null> {
    const url = `${base}${pagePath}`;
    const planId = PLAN_PATH.exec(pagePath)?.[1];
    if (planId !== undefined) {
      const id = Number(planId);
      if (id < 1 || id > MAX_INT4) return null;
      const { plan, weeks: outline } = await getPlanPage(db, visitor, id);
      const description = plainDescription(plan.description ?? words.t("publicPages.planDescription", { weeks: weeks(words, plan.durationWeeks) }));
      const image = absoluteUrl(plan.coverImageUrl, base);
      return { meta: { title: plan.title, description, url, image, type: "article" }, markup: planMarkup(words, plan, outline, image) };
    }
    const slug = ORGANIZATION_PATH.exec(pagePath)?.[1];
    if (slug !== undefined) {
      if (!SLUG_PATTERN.test(slug)) return null;
      // The reader's language's plans first.
      const found = await getPublicOrganization(db, slug, { first: words.locale });
      const description = plainDescription(found.organization.description ?? words.t("publicPages.organizationDescription", { name: found.organization.name }));
      const cover = found.plans.find((plan) => plan.coverImageUrl !== null)?.coverImageUrl ?? null;
      return {
        meta: { title: found.organization.name, description, url, image: absoluteUrl(cover, base), type: "website" },
        markup: organizationMarkup(words, found),
      };
    }
    if (pagePath === MARKETPLACE_PATH) {
      // The reader's language's plans first, as on the church's page.
      const { plans } = await listPlans(db, visitor, { limit: 12 }, words.locale);
      return {
        meta: {
          title: words.t("publicPages.marketplaceTitle"),
          description: words.t("publicPages.marketplaceDescription"),
          url,
          image: absoluteUrl(plans[0]?.coverImageUrl ?? null, base),
          type: "website",
        },
        markup: marketplaceMarkup(words, plans),
      };
    }
    return null;
  }

  return {
    has: (pagePath) => shells.size > 0 && (pagePath === MARKETPLACE_PATH || PLAN_PATH.test(pagePath) || ORGANIZATION_PATH.test(pagePath)),
    async send(request, reply, pagePath) {
      try {
        const locale = await requestLocale(request);
        const shell = shells.get(locale) ?? shells.get("en");
        if (shell === undefined) return false;
        const drawn = await draw(pagePath, translatorFor(locale));
        const html = drawn ? publicPageHtml(shell, drawn.meta, drawn.markup) : null;
        if (html === null) return false;
        reply
          .header("cache-control", "no-cache")
          .header("vary", "Cookie, Accept-Language, Accept-Encoding")
          .header("content-language", locale)
          .type("text/html; charset=utf-8");
        await reply.send(html);
        return true;
      } catch (error) {
        // Not found for the public (a draft, a members-only plan, an unknown church): the shell, whose app decides.
        if (!(error instanceof AppError && error.code === "NOT_FOUND"))
          request.log.error({ err: error, page: pagePath }, "public page failed; the shell is sent");
        return false;
      }
    },
  };
}
