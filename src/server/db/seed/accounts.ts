// The accounts the system makes (the configured global admin, the demo family) as data; the functions that
// write them are modules/identity/system-accounts.ts and modules/family/demo-family.ts (seeds import no module).
export interface SeedAccount {
  email: string;
  password: string;
  fullName: string;
}

export const DEMO_ACCOUNTS = {
  dad: { email: "dad@demo.strongbond.app", password: "Demo-Dad-2026", fullName: "David Miller" },
  son: { email: "son@demo.strongbond.app", password: "Demo-Son-2026", fullName: "Sam Miller" },
  admin: { email: "admin@demo.strongbond.app", password: "Demo-Admin-2026", fullName: "StrongBond Admin" },
  /** The demo church's owner: a ministry leader, not a dad on a plan. */
  leader: { email: "leader@demo.strongbond.app", password: "Demo-Leader-2026", fullName: "Pastor Mark Ellis" },
} as const;

/**
 * The demo church, so a first start shows the church circle: its owner is the demo leader, the demo dad's family is a
 * member, and its group runs its own plan, made of the weeks of the launch library's leadership plan (`weeksFrom`, by
 * title).
 */
export const DEMO_ORGANIZATION = {
  name: "Grace Community Church",
  slug: "grace-community-church",
  description: "A church whose men's ministry brings fathers and sons through a plan together, with a Saturday breakfast to talk over the week.",
  plan: {
    title: "Grace Men's Breakfast: Leading at Home",
    description:
      "Grace Community Church's plan for its Saturday Men's Breakfast: five weeks of Nehemiah for fathers and sons, one week between two breakfasts.",
    weeksFrom: "Rise Up and Build: Leading Like Nehemiah",
  },
  group: { name: "Saturday Men's Breakfast", description: "Grace's fathers and sons, one week of the plan between two breakfasts." },
} as const;
