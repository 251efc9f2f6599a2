import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { stdoutPerTurn } from "./logger.ts";

const run = promisify(execFile);

describe("stdoutPerTurn (the server's log output)", () => {
  it("writes the lines of one turn together at its end, in order", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-turn-"));
    const file = path.join(dir, "out.log");
    const fd = fs.openSync(file, "w");
    try {
      const out = stdoutPerTurn(fd);
      out.write("one\n");
      out.write("two\n");
      expect(fs.readFileSync(file, "utf8")).toBe("");
      await new Promise((resolve) => setImmediate(resolve));
      expect(fs.readFileSync(file, "utf8")).toBe("one\ntwo\n");
      out.write("three\n");
      out.flush();
      expect(fs.readFileSync(file, "utf8")).toBe("one\ntwo\nthree\n");
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("loses no line on exit: process.exit right after logging, a fatal line, an uncaught exception", async () => {
    const logger = path.resolve(import.meta.dirname, "logger.ts");
    for (const [end, code] of [
      ["process.exit(0);", 0],
      ['log.fatal("could not start"); process.exit(1);', 1],
      ['throw new Error("crash");', 1],
    ] as const) {
      const script = `import { createLogger } from ${JSON.stringify(logger)}; const log = createLogger({ logLevel: "info" }); log.info("first"); log.info("second"); ${end}`;
      const result = await run(process.execPath, ["--input-type=module", "-e", script]).catch((error: { stdout: string; code: number }) => error);
      const lines = result.stdout
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(lines.slice(0, 2), end).toEqual(["first", "second"]);
      expect("code" in result ? result.code : 0, end).toBe(code);
    }
  });
});
