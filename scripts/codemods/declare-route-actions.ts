// Codemod (decision 039): a route that names its action inside its handler — `await authorize(request, "x.y")` —
// declares it in its options instead — `config: { action: "x.y" }` — and reads its actor with
// `actorOf(request, "x.y")`; the guard runs before the handler (auth/route-actions.ts). Re-runnable: a route that
// already declares its action is left alone. Prints the routes it could not convert (no authorize call in the
// handler, or two different actions), to be declared by hand.
//   node scripts/codemods/declare-route-actions.ts [files…]     (default: every src/server/**/*.routes.ts)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".routes.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

export function convert(source: string, fileName: string): { text: string; manual: string[] } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const manual: string[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
      const [path, second, third] = node.arguments;
      const handler = third ?? second;
      if (
        path &&
        (ts.isStringLiteral(path) || ts.isTemplateExpression(path) || ts.isNoSubstitutionTemplateLiteral(path)) &&
        handler &&
        (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))
      ) {
        const options = third ? second : undefined;
        const where = `${fileName}: ${node.expression.name.text.toUpperCase()} ${path.getText(file)}`;
        // Declared already, or its options come from a helper that declares it (`accountChange(…)`): left alone.
        const declared = options && (/\baction:\s*"/.test(options.getText(file)) || !ts.isObjectLiteralExpression(options));
        const body = handler.getText(file);
        const actions = [...new Set([...body.matchAll(/authorize\(request, "([\w.]+)"\)/g)].map((match) => match[1]!))];
        if (actions.length > 1) manual.push(`${where} names ${actions.join(", ")}`);
        else if (actions.length === 0 && !declared) manual.push(`${where} names no action`);
        else if (actions.length === 1) {
          const action = actions[0]!;
          const quoted = `"${action}"`;
          let rewritten = body
            .replace(new RegExp(`\\(await authorize\\(request, ${quoted.replace(/\./g, "\\.")}\\)\\)`, "g"), `actorOf(request, ${quoted})`)
            .replace(new RegExp(`\\n[ \\t]*await authorize\\(request, ${quoted.replace(/\./g, "\\.")}\\);`, "g"), "")
            .replace(new RegExp(`await authorize\\(request, ${quoted.replace(/\./g, "\\.")}\\)`, "g"), `actorOf(request, ${quoted})`);
          if (!rewritten.includes("await ") && ts.isArrowFunction(handler) && rewritten.startsWith("async ")) rewritten = rewritten.slice("async ".length);
          edits.push({ start: handler.getStart(file), end: handler.getEnd(), text: rewritten });
          if (!declared) {
            if (!options) edits.push({ start: handler.getStart(file), end: handler.getStart(file), text: `{ config: { action: ${quoted} } }, ` });
            else if (ts.isObjectLiteralExpression(options)) {
              const config = options.properties.find((property) => property.name?.getText(file) === "config");
              if (config && ts.isPropertyAssignment(config) && ts.isObjectLiteralExpression(config.initializer)) {
                const at = config.initializer.getStart(file) + 1;
                edits.push({ start: at, end: at, text: ` action: ${quoted},` });
              } else if (!config) {
                const at = options.getStart(file) + 1;
                edits.push({ start: at, end: at, text: ` config: { action: ${quoted} },` });
              } else if (config && ts.isPropertyAssignment(config)) {
                edits.push({
                  start: config.initializer.getStart(file),
                  end: config.initializer.getEnd(),
                  text: `{ action: ${quoted}, ...${config.initializer.getText(file)} }`,
                });
              } else manual.push(`${where}: its config is not a property`);
            } else manual.push(`${where}: its options are not an object literal`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  if (text !== source) {
    const stillAuthorizes = /\bauthorize\(request/.test(text);
    text = text.replace(
      /import \{ ([^}]*)\bauthorize\b([^}]*) \} from "((?:\.\.\/)+)auth\/policy-table\.ts";/,
      (_all, before: string, after: string, up: string) => {
        const names = `${before}${stillAuthorizes ? "actorOf, authorize" : "actorOf"}${after}`;
        return `import { ${names} } from "${up}auth/route-actions.ts";`;
      },
    );
  }
  return { text, manual };
}

if (import.meta.main) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : routeFiles("src/server");
  const manual: string[] = [];
  for (const fileName of files) {
    const source = readFileSync(fileName, "utf8");
    const result = convert(source, fileName);
    manual.push(...result.manual);
    if (result.text !== source) {
      writeFileSync(fileName, result.text);
      console.log(`converted ${fileName}`);
    }
  }
  if (manual.length > 0) console.log(`\nDeclare by hand:\n${manual.join("\n")}`);
}
