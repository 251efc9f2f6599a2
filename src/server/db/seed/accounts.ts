// The accounts the system makes (the configured global admin, the demo family) as data; the functions that
// write them are in src/server/modules/identity/system-accounts.ts (seeds import no module).
export interface SeedAccount {
  email: string;
  password: string;
  fullName: string;
}

export const DEMO_ACCOUNTS = {
  dad: { email: "dad@demo.strongbond.app", password: "Demo-Dad-2026", fullName: "David Miller" },
  son: { email: "son@demo.strongbond.app", password: "Demo-Son-2026", fullName: "Sam Miller" },
  admin: { email: "admin@demo.strongbond.app", password: "Demo-Admin-2026", fullName: "StrongBond Admin" },
} as const;
