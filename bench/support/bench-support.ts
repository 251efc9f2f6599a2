// What the benches share: the bare hello-world baseline in its own process, waiting for a started server to
// answer, and registering a family through the API the way the sign-up form does.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "../../src/server/db/embedded-postgres.ts";

/** The checkout the benches run from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Starts bench/hello-server.ts on a free loopback port; resolves once it listens. Stop it with SIGTERM. */
export async function startHelloServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ["bench/hello-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`hello server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

/** Resolves once `url` answers 2xx; fails with the server's `output` when `child` exits first or after `timeoutMs`. */
export async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time:\n${output()}`);
}

/** The cookies a response sets, as the Cookie header of the next request in that session. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Registers a dad with his son (the son's sign-in email is optional); resolves to the dad's session cookie. */
export async function registerFamilyOverHttp(
  baseUrl: string,
  family: { fullName: string; email: string; sonFullName: string; sonEmail?: string; password: string },
): Promise<string> {
  const { fullName, email, sonFullName, sonEmail, password } = family;
  const response = await fetch(`${baseUrl}/api/accounts/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ fullName, email, password, confirmPassword: password, includeSon: true, sonFullName, sonEmail, sonPassword: password }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}
