// Route files as Fastify plugins registered with a prefix (issue 30 item 4, decision 044).
//
//   node scripts/codemods/routes-as-plugins.ts [--check]
//
// Rewrites every `export async function registerXRoutes(app: App)` under src/server/modules into the plugin
// `export async function xRoutes(app: App)` whose route paths are relative to its prefix, and every call that
// registered it (`await registerXRoutes(app)` in modules/index.ts or in a parent route file) into
// `await app.register(xRoutes, { prefix: "/api/x" })`. A file's prefix is the longest common run of static path
// segments of its routes and of its children's prefixes (`/api/family/sons/:sonId/assistant` and
// `/api/family/sons/:sonId/sign-in` → `/api/family/sons`); a child is registered relative to its parent.
//
// Re-runnable and idempotent: a converted file has no `register…(app: App)` left and is not rewritten again,
// except that a route written with its full path into an already-converted plugin (a merge, a new feature) is
// made relative to that plugin's prefix, found from the `app.register(…, { prefix })` calls. It also points any
// `import type { App } from ".../app.ts"` under modules/ at http/app-instance.ts (the import cycle of decision
// 044). --check changes nothing and exits 1 when a file would change. Written files are formatted by Prettier.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "../..");
const modulesDir = path.join(root, "src/server/modules");
const indexFile = path.join(modulesDir, "index.ts");
const appInstanceFile = path.join(root, "src/server/http/app-instance.ts");
const appFile = path.join(root, "src/server/app.ts");
const check = process.argv.includes("--check");

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete", "head", "options", "all"]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Source {
  file: string;
  sf: ts.SourceFile;
  edits: Edit[];
}

/** A `register…(app: App)` function not converted yet. */
interface Candidate {
  file: string;
  declaration: ts.FunctionDeclaration;
  oldName: string;
  newName: string;
  /** Static segments every route of the file starts with (children included); filled in by prefixOf. */
  segments?: string[];
}

/** A call that mounts a route file: `await registerX(app)` (old) or `app.register(x, { prefix })` (new). */
interface Mount {
  parent: string;
  child: string;
  call: ts.CallExpression;
  /** The prefix given in the call (new style), relative to the parent. */
  relative?: string;
  /** An old call of a file this script converted already (a merge kept one side's index.ts, the other's route file). */
  converted?: { oldName: string; newName: string; absolute: string };
}

/**
 * The prefixes this script gave the route files it converted first (issue 30), by plugin name: an old
 * `registerXRoutes(app)` call left by a merge beside an already-converted file is mounted with its prefix.
 */
const CONVERTED_PREFIXES: Record<string, string> = {
  accountPageRoutes: "/api/account",
  accountRoutes: "/api",
  adminRoutes: "/api/admin",
  adminUserRoutes: "/api/admin/users",
  authRoutes: "/api/auth",
  chatRoutes: "/api/chat",
  contentRoutes: "/api/weeks",
  dashboardRoutes: "/api/dashboard",
  familyRoutes: "/api/family",
  fitnessRoutes: "/api/fitness",
  groupRoutes: "/api/groups",
  journalRoutes: "/api/journal",
  marketplaceRoutes: "/api/marketplace/plans",
  organizationRoutes: "/api/organizations",
  paymentRoutes: "/api",
  progressRoutes: "/api",
  scriptureRoutes: "/api/scripture",
  sonAssistantRoutes: "/api/family/sons",
  sonGroupsRoutes: "/api/family",
  sonSignInRoutes: "/api/family/sons",
  stripeWebhooks: "/api/webhooks",
  systemRoutes: "",
  tokenRoutes: "/.well-known",
  uploadRoutes: "",
};

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const sources = new Map<string, Source>();
for (const file of listSources(modulesDir)) {
  const text = fs.readFileSync(file, "utf8");
  sources.set(file, { file, sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS), edits: [] });
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function pluginName(oldName: string): string {
  const rest = oldName.replace(/^register/, "");
  return rest.charAt(0).toLowerCase() + rest.slice(1);
}

// ---------- candidates: `export async function registerX(app: App)` ----------

const candidates = new Map<string, Candidate>();
for (const source of sources.values()) {
  if (source.file === indexFile) continue; // registerModules(app) mounts the plugins; it is not one
  for (const statement of source.sf.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !/^register[A-Z]\w*$/.test(statement.name.text)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    const [parameter, ...more] = statement.parameters;
    const takesApp = parameter?.type && ts.isTypeReferenceNode(parameter.type) && parameter.type.typeName.getText(source.sf) === "App";
    if (!exported || !takesApp || more.length > 0) continue;
    if (candidates.has(source.file)) throw new Error(`${rel(source.file)}: two register…(app: App) functions; split the file first`);
    const oldName = statement.name.text;
    candidates.set(source.file, { file: source.file, declaration: statement, oldName, newName: pluginName(oldName) });
  }
}

function rel(file: string): string {
  return path.relative(root, file);
}

// ---------- imports: which file an identifier of a file comes from ----------

function importedFrom(source: Source, name: string): string | undefined {
  for (const statement of source.sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (bindings.elements.some((element) => element.name.text === name)) {
      return path.resolve(path.dirname(source.file), statement.moduleSpecifier.text);
    }
  }
  return undefined;
}

// ---------- mounts: who registers whom ----------

const mounts: Mount[] = [];
for (const source of sources.values()) {
  walk(source.sf, (node) => {
    if (!ts.isCallExpression(node)) return;
    // Old: registerX(app)
    if (ts.isIdentifier(node.expression) && node.arguments.length === 1) {
      const child = importedFrom(source, node.expression.text);
      const candidate = child ? candidates.get(child) : undefined;
      if (candidate && candidate.oldName === node.expression.text) mounts.push({ parent: source.file, child: candidate.file, call: node });
      const oldName = node.expression.text;
      const newName = pluginName(oldName);
      const absolute = CONVERTED_PREFIXES[newName];
      if (!candidate && child && absolute !== undefined && /^register[A-Z]/.test(oldName)) {
        const target = sources.get(child);
        if (target && new RegExp(`export\\s+async\\s+function\\s+${newName}\\(`).test(target.sf.getFullText())) {
          mounts.push({ parent: source.file, child, call: node, converted: { oldName, newName, absolute } });
        }
      }
      return;
    }
    // New: app.register(x, { prefix: "…" })
    if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "register") {
      const [plugin, options] = node.arguments;
      if (!plugin || !ts.isIdentifier(plugin)) return;
      const child = importedFrom(source, plugin.text);
      if (!child || !sources.has(child)) return;
      let relative = "";
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(source.sf) === "prefix" && ts.isStringLiteralLike(property.initializer)) {
            relative = property.initializer.text;
          }
        }
      }
      mounts.push({ parent: source.file, child, call: node, relative });
    }
  });
}

// ---------- route paths ----------

/** A route's path as written: the literal (or the static head of a template) and where it sits. */
interface RoutePath {
  node: ts.StringLiteralLike | ts.TemplateExpression;
  /** The text before any `${…}`. */
  head: string;
  /** Whether the whole path is that text. */
  complete: boolean;
}

function pathOfNode(node: ts.Node | undefined): RoutePath | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node) && node.text.startsWith("/")) return { node, head: node.text, complete: true };
  if (ts.isTemplateExpression(node) && node.head.text.startsWith("/")) return { node, head: node.head.text, complete: false };
  return undefined;
}

function routePaths(source: Source): RoutePath[] {
  const found: RoutePath[] = [];
  walk(source.sf, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const method = node.expression.name.text;
    if (HTTP_METHODS.has(method) && node.arguments.length >= 2) {
      const route = pathOfNode(node.arguments[0]);
      if (route) found.push(route);
    } else if (method === "route" && node.arguments.length === 1 && ts.isObjectLiteralExpression(node.arguments[0]!)) {
      for (const property of node.arguments[0].properties) {
        if (ts.isPropertyAssignment(property) && ["url", "path"].includes(property.name.getText(source.sf))) {
          const route = pathOfNode(property.initializer);
          if (route) found.push(route);
        }
      }
    }
  });
  return found;
}

/** `prefix: "/api/…"` handed to a helper that adds routes itself (the studio's editor, content edits). */
function helperPrefixes(source: Source): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  walk(source.sf, (node) => {
    if (!ts.isCallExpression(node) || (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "register")) return;
    for (const argument of node.arguments) {
      if (!ts.isObjectLiteralExpression(argument)) continue;
      for (const property of argument.properties) {
        if (ts.isPropertyAssignment(property) && property.name.getText(source.sf) === "prefix" && ts.isStringLiteralLike(property.initializer)) {
          if (property.initializer.text.startsWith("/")) found.push(property.initializer);
        }
      }
    }
  });
  return found;
}

/** The static segments a path starts with: up to the first parameter, wildcard or `${…}`. */
function staticSegments(route: RoutePath): string[] {
  const parts = route.head.split("/").slice(1);
  if (!route.complete) parts.pop(); // the segment the template goes on with
  const segments: string[] = [];
  for (const part of parts) {
    if (part === "" || part.startsWith(":") || part.includes("*")) break;
    segments.push(part);
  }
  // A file's name ends a path, it does not start a folder of routes: `/.well-known/jwks.json` → `/.well-known`.
  if (route.complete && segments.length === parts.length && segments.at(-1)?.includes(".")) segments.pop();
  return segments;
}

function commonSegments(lists: string[][]): string[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  let length = first!.length;
  for (const list of rest) {
    let i = 0;
    while (i < length && i < list.length && list[i] === first![i]) i++;
    length = i;
  }
  return first!.slice(0, length);
}

const joinSegments = (segments: string[]) => (segments.length ? `/${segments.join("/")}` : "");

function prefixOf(candidate: Candidate, seen = new Set<string>()): string[] {
  if (candidate.segments) return candidate.segments;
  if (seen.has(candidate.file)) throw new Error(`${rel(candidate.file)} registers itself`);
  seen.add(candidate.file);
  const source = sources.get(candidate.file)!;
  const lists = routePaths(source).map(staticSegments);
  for (const helper of helperPrefixes(source))
    lists.push(staticSegments({ node: helper, head: helper.text, complete: false }).concat(helper.text.split("/").slice(-1).filter(Boolean)));
  for (const mount of mounts) {
    if (mount.parent !== candidate.file) continue;
    const child = candidates.get(mount.child);
    if (child) lists.push(prefixOf(child, seen));
    else if (mount.converted) lists.push(mount.converted.absolute.split("/").slice(1).filter(Boolean));
  }
  candidate.segments = commonSegments(lists);
  return candidate.segments;
}

// ---------- absolute prefixes of converted files (from the register calls) ----------

function absolutePrefix(file: string, seen = new Set<string>()): string | undefined {
  if (file === indexFile) return "";
  const candidate = candidates.get(file);
  if (candidate) return joinSegments(prefixOf(candidate));
  if (seen.has(file)) return undefined;
  seen.add(file);
  const converted = mounts.find((m) => m.child === file && m.converted);
  if (converted) return converted.converted!.absolute;
  const mount = mounts.find((m) => m.child === file && m.relative !== undefined);
  if (!mount) return undefined;
  const parent = absolutePrefix(mount.parent, seen);
  return parent === undefined ? undefined : parent + mount.relative;
}

// ---------- edits ----------

function relativeTo(prefix: string, full: string): string {
  return full.slice(prefix.length);
}

function literal(text: string): string {
  return JSON.stringify(text);
}

function rewritePath(source: Source, route: RoutePath, prefix: string): void {
  if (!route.head.startsWith(prefix) || (route.head.length > prefix.length && route.head[prefix.length] !== "/")) return;
  const rest = relativeTo(prefix, route.head);
  if (ts.isTemplateExpression(route.node)) {
    const head = route.node.head;
    // `/api/x/${a}` → `/${a}` keeps the slash that separated the prefix from what follows.
    source.edits.push({ start: head.getStart(source.sf), end: head.getEnd(), text: `\`${rest}\${` });
  } else {
    source.edits.push({ start: route.node.getStart(source.sf), end: route.node.getEnd(), text: literal(rest) });
  }
}

function appInstanceImport(from: string): string {
  let specifier = path.relative(path.dirname(from), appInstanceFile).split(path.sep).join("/");
  if (!specifier.startsWith(".")) specifier = `./${specifier}`;
  return specifier;
}

const warnings: string[] = [];

for (const source of sources.values()) {
  const candidate = candidates.get(source.file);
  const prefix = candidate ? joinSegments(prefixOf(candidate)) : absolutePrefix(source.file);

  // Route paths: relative to the file's prefix (a converted file: only those still written in full).
  if (prefix) {
    for (const route of routePaths(source)) {
      if (candidate || route.head === prefix || route.head.startsWith(`${prefix}/`)) rewritePath(source, route, prefix);
    }
    for (const helper of helperPrefixes(source)) {
      if (helper.text === prefix || helper.text.startsWith(`${prefix}/`)) {
        source.edits.push({ start: helper.getStart(source.sf), end: helper.getEnd(), text: literal(relativeTo(prefix, helper.text)) });
      }
    }
  }

  // The function itself: registerXRoutes → xRoutes.
  if (candidate) {
    const name = candidate.declaration.name!;
    source.edits.push({ start: name.getStart(source.sf), end: name.getEnd(), text: candidate.newName });
  }

  for (const statement of source.sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.resolve(path.dirname(source.file), statement.moduleSpecifier.text);
    // `App` from app.ts → from http/app-instance.ts (app.ts imports the modules: the cycle).
    if (target === appFile) {
      const bindings = statement.importClause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [];
      if (names.length > 0 && names.every((name) => name === "App" || name === "AppDeps")) {
        const specifier = statement.moduleSpecifier;
        source.edits.push({ start: specifier.getStart(source.sf), end: specifier.getEnd(), text: literal(appInstanceImport(source.file)) });
      } else {
        warnings.push(`${rel(source.file)}: imports more than App from app.ts; left as it is`);
      }
    }
    // The imported register function's new name.
    const child = candidates.get(target);
    const bindings = statement.importClause?.namedBindings;
    const renames = new Map<string, string>();
    if (child) renames.set(child.oldName, child.newName);
    for (const mount of mounts)
      if (mount.parent === source.file && mount.child === target && mount.converted) renames.set(mount.converted.oldName, mount.converted.newName);
    if (renames.size > 0 && bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const newName = renames.get(element.name.text);
        if (newName && !element.propertyName) source.edits.push({ start: element.name.getStart(source.sf), end: element.name.getEnd(), text: newName });
      }
    }
  }

  // Old mounts in this file: `await registerX(app)` → `await app.register(x, { prefix })`.
  const parentPrefix = source.file === indexFile ? "" : prefix;
  for (const mount of mounts) {
    if (mount.parent !== source.file || mount.relative !== undefined) continue;
    const candidate = candidates.get(mount.child);
    const child = candidate ?? { oldName: mount.converted!.oldName, newName: mount.converted!.newName };
    const childPrefix = candidate ? joinSegments(prefixOf(candidate)) : mount.converted!.absolute;
    if (parentPrefix === undefined || !(childPrefix === parentPrefix || childPrefix.startsWith(`${parentPrefix}/`) || parentPrefix === "")) {
      warnings.push(`${rel(source.file)}: cannot mount ${child.oldName} (${childPrefix}) inside ${parentPrefix ?? "an unknown prefix"}; left as it is`);
      continue;
    }
    const relative = relativeTo(parentPrefix, childPrefix);
    const receiver = mount.call.arguments[0]!.getText(source.sf);
    const options = relative ? `, { prefix: ${literal(relative)} }` : "";
    source.edits.push({ start: mount.call.getStart(source.sf), end: mount.call.getEnd(), text: `${receiver}.register(${child.newName}${options})` });
  }
}

// ---------- write ----------

function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let out = text;
  let limit = Infinity;
  for (const edit of sorted) {
    if (edit.end > limit) continue; // overlapping edit (same node reached twice): the first one wins
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    limit = edit.start;
  }
  return out;
}

const changed: string[] = [];
for (const source of sources.values()) {
  if (source.edits.length === 0) continue;
  const before = source.sf.getFullText();
  const options = (await prettier.resolveConfig(source.file)) ?? {};
  const after = await prettier.format(applyEdits(before, source.edits), { ...options, filepath: source.file });
  if (after === before) continue;
  changed.push(rel(source.file));
  if (!check) fs.writeFileSync(source.file, after);
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const candidate of candidates.values()) {
  console.log(`${rel(candidate.file)}: ${candidate.oldName} → ${candidate.newName}, prefix ${joinSegments(prefixOf(candidate)) || "(none)"}`);
}
console.log(check ? `${changed.length} file(s) would change` : `${changed.length} file(s) changed`);
for (const file of changed) console.log(`  ${file}`);
if (check && changed.length > 0) process.exitCode = 1;
