// A plugin of the app's frame (http/*.ts) registers hooks, handlers and decorations for the whole app, not
// for a child context of its own: Fastify skips the encapsulation of a plugin marked `skip-override` (what
// the fastify-plugin package sets). Route plugins (modules/*) stay encapsulated: each is
// registered with its prefix, and what it adds stays inside it.
import type { App } from "./app-instance.ts";

export type AppPlugin = (app: App) => Promise<void>;

export function appWide(name: string, plugin: AppPlugin): AppPlugin {
  return Object.assign(plugin, { [Symbol.for("skip-override")]: true, [Symbol.for("fastify.display-name")]: name });
}
