// What the studio's route files are mounted with, under /api/admin (the global admin) and under
// /api/organizations/mine (an organization's staff).
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Author } from "./author.ts";

export interface StudioRouteOptions {
  prefix: string;
  tags: string[];
  db: Database;
  /** The routes' declared action: the global admin's studio, or an organization's authoring. */
  action: "admin.studio" | "organization.content.author";
  /** The signed-in viewer the action's guard let in: the use cases' author. */
  authorOf: (request: FastifyRequest) => Author;
  /** Stripe is configured on this server (a paid plan can be sold at all). */
  paymentsConfigured: boolean;
}
