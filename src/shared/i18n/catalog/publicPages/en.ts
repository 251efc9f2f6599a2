// English words of the public pages the server draws for anyone (the marketplace, a plan's page, a church's page)
// before the app takes over. After a change: `npm run i18n:compile`.
export const en = {
  "publicPages.marketplaceTitle": "Choose Your Journey",
  "publicPages.marketplaceDescription": "Devotional plans for fathers and sons: a devotional, a fitness challenge and Dad's Corner each week. Week 1 is free.",
  "publicPages.noPlans": "No Plans Available Yet",
  "publicPages.weeks": "{count, plural, one {# week} other {# weeks}}",
  "publicPages.free": "Free",
  "publicPages.start": "Start Your Journey",
  "publicPages.signIn": "Sign In",
  "publicPages.backToPlans": "Back to Plans",
  "publicPages.by": "By {organization}",
  "publicPages.week": "Week {number}",
  "publicPages.weekByWeek": "Week by Week",
  "publicPages.planDescription": "{weeks} of devotionals and fitness challenges for fathers and sons.",
  "publicPages.organizationDescription": "{name}'s devotional plans for fathers and sons on StrongBond.",
} as const;
