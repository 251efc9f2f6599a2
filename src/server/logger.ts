// The process's logger, made from the config: the server, the maintenance scripts and the backup commands use it.
import pino, { type DestinationStream, type Logger } from "pino";
import type { AppConfig } from "./config.ts";
import { loggerOptions } from "./lib/logging.ts";

/** Lines waiting past this many characters are written at once rather than at the end of the loop's turn. */
const MAX_PENDING = 64 * 1024;

/**
 * Standard output, written once per turn of the event loop: the lines logged while one batch of requests is
 * answered (an access line per answer) go out in one write at the end of that turn, instead of one write each
 * (pino's own stdout writer sends every line to the thread pool on its own; that round trip per answer was the
 * heaviest part of the lightest answers). A line is no later than the turn it was logged in, so whoever reads the
 * output (an operator, a log collector, the fault tests) sees it as it comes; whatever is still waiting is
 * written on exit (process.exit after a clean stop or a fatal error, an uncaught exception); a kill -9 loses at most
 * the lines of the turn it came in, as pino's asynchronous writer lost those still in flight. The writes are
 * synchronous, as Node's own writes to a pipe on Linux are: a reader that stops reading holds the process, rather
 * than the lines piling up in memory.
 */
/** Every writer's flush, called by one exit listener (a listener per logger would pile up where apps are made by the dozen). */
const flushOnExit = new Set<() => void>();

export function stdoutPerTurn(fd = 1): DestinationStream & { flush(): void } {
  const out = pino.destination({ dest: fd, sync: true });
  let pending = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === "") return;
    const lines = pending;
    pending = "";
    out.write(lines);
  };
  flushOnExit.add(flush);
  if (flushOnExit.size === 1) process.on("exit", () => flushOnExit.forEach((write) => write()));
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= MAX_PENDING) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

export function createLogger(config: AppConfig): Logger {
  return pino(loggerOptions(config.logLevel), stdoutPerTurn());
}
