// Query keys of the fitness reads.
export const fitnessKeys = {
  all: ["fitness"] as const,
  /** GET /api/fitness/results (the family's results: the week page's side by side and the Fitness view) */
  results: () => ["fitness", "results"] as const,
};
