// The message catalogue, in parts: `core` (the shell and the signed-out pages) is in the app's first load; every other
// part is loaded with the screens that use it (a component registers its part: src/web/lib/catalog-parts/). The server
// and the build hold every part. A new part: a folder here with en.ts and es.ts, a line below, `npm run i18n:compile`.
import { en as accountEn } from "./account/en.ts";
import { es as accountEs } from "./account/es.ts";
import { en as adminEn } from "./admin/en.ts";
import { es as adminEs } from "./admin/es.ts";
import { en as adminUsersEn } from "./adminUsers/en.ts";
import { es as adminUsersEs } from "./adminUsers/es.ts";
import { en as assistantEn } from "./assistant/en.ts";
import { es as assistantEs } from "./assistant/es.ts";
import { en as churchesEn } from "./churches/en.ts";
import { es as churchesEs } from "./churches/es.ts";
import { en as coreEn } from "./core/en.ts";
import { es as coreEs } from "./core/es.ts";
import { en as familyEn } from "./family/en.ts";
import { es as familyEs } from "./family/es.ts";
import { en as groupsEn } from "./groups/en.ts";
import { es as groupsEs } from "./groups/es.ts";
import { en as fitnessEn } from "./fitness/en.ts";
import { es as fitnessEs } from "./fitness/es.ts";
import { en as homeEn } from "./home/en.ts";
import { es as homeEs } from "./home/es.ts";
import { en as marketplaceEn } from "./marketplace/en.ts";
import { es as marketplaceEs } from "./marketplace/es.ts";
import { en as journalEn } from "./journal/en.ts";
import { es as journalEs } from "./journal/es.ts";
import { en as publicPagesEn } from "./publicPages/en.ts";
import { es as publicPagesEs } from "./publicPages/es.ts";
import { en as organizationsEn } from "./organizations/en.ts";
import { es as organizationsEs } from "./organizations/es.ts";
import { en as legalEn } from "./legal/en.ts";
import { es as legalEs } from "./legal/es.ts";
import { en as mailEn } from "./mail/en.ts";
import { es as mailEs } from "./mail/es.ts";
import { en as pagesEn } from "./pages/en.ts";
import { es as pagesEs } from "./pages/es.ts";
import { en as startBannerEn } from "./startBanner/en.ts";
import { es as startBannerEs } from "./startBanner/es.ts";
import { en as remindersEn } from "./reminders/en.ts";
import { es as remindersEs } from "./reminders/es.ts";
import { en as serverPatternsEn } from "./serverPatterns/en.ts";
import { es as serverPatternsEs } from "./serverPatterns/es.ts";
import { en as serverMessagesEn } from "./serverMessages/en.ts";
import { es as serverMessagesEs } from "./serverMessages/es.ts";
import { en as twoFactorEn } from "./twoFactor/en.ts";
import { es as twoFactorEs } from "./twoFactor/es.ts";
import { en as paymentsEn } from "./payments/en.ts";
import { es as paymentsEs } from "./payments/es.ts";
import { en as studioEn } from "./studio/en.ts";
import { es as studioEs } from "./studio/es.ts";
import { en as studioEditorEn } from "./studioEditor/en.ts";
import { es as studioEditorEs } from "./studioEditor/es.ts";
import { en as studioContentEn } from "./studioContent/en.ts";
import { es as studioContentEs } from "./studioContent/es.ts";
import { en as studioServerEn } from "./studioServer/en.ts";
import { es as studioServerEs } from "./studioServer/es.ts";
import { en as testimonialsEn } from "./testimonials/en.ts";
import { es as testimonialsEs } from "./testimonials/es.ts";
import { en as weekEn } from "./week/en.ts";
import { es as weekEs } from "./week/es.ts";

export const CATALOG_PARTS = {
  core: { en: coreEn, es: coreEs },
  home: { en: homeEn, es: homeEs },
  week: { en: weekEn, es: weekEs },
  journal: { en: journalEn, es: journalEs },
  assistant: { en: assistantEn, es: assistantEs },
  account: { en: accountEn, es: accountEs },
  family: { en: familyEn, es: familyEs },
  reminders: { en: remindersEn, es: remindersEs },
  startBanner: { en: startBannerEn, es: startBannerEs },
  publicPages: { en: publicPagesEn, es: publicPagesEs },
  groups: { en: groupsEn, es: groupsEs },
  churches: { en: churchesEn, es: churchesEs },
  organizations: { en: organizationsEn, es: organizationsEs },
  fitness: { en: fitnessEn, es: fitnessEs },
  twoFactor: { en: twoFactorEn, es: twoFactorEs },
  pages: { en: pagesEn, es: pagesEs },
  legal: { en: legalEn, es: legalEs },
  mail: { en: mailEn, es: mailEs },
  serverMessages: { en: serverMessagesEn, es: serverMessagesEs },
  serverPatterns: { en: serverPatternsEn, es: serverPatternsEs },
  marketplace: { en: marketplaceEn, es: marketplaceEs },
  payments: { en: paymentsEn, es: paymentsEs },
  testimonials: { en: testimonialsEn, es: testimonialsEs },
  studio: { en: studioEn, es: studioEs },
  studioEditor: { en: studioEditorEn, es: studioEditorEs },
  studioContent: { en: studioContentEn, es: studioContentEs },
  studioServer: { en: studioServerEn, es: studioServerEs },
  admin: { en: adminEn, es: adminEs },
  adminUsers: { en: adminUsersEn, es: adminUsersEs },
} as const;

export type CatalogPart = keyof typeof CATALOG_PARTS;

/** The parts only the server says (pages and mails it draws itself): the browser never loads them. */
export const SERVER_ONLY_PARTS: readonly CatalogPart[] = ["publicPages", "mail", "startBanner", "serverPatterns", "studioServer"];
export type MessageKey = { [P in CatalogPart]: keyof (typeof CATALOG_PARTS)[P]["en"] }[CatalogPart];
