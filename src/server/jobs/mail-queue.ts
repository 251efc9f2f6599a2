// The app's mailer: `send` queues the mail in pg-boss's "mail" queue (in PostgreSQL) and a worker in whichever
// app process claims the job delivers it through the mail transport, after the request has been answered.
import { isMadeUpAddress } from "../../shared/schemas/son-sign-in.ts";
import type { Mailer, MailTransport } from "../integrations/mail/mailer.ts";
import type { JobQueue } from "./job-queue.ts";

/** The app's mailer: queues through `jobs`; this process's worker (and every other process's) delivers. */
export async function createQueuedMailer(jobs: JobQueue, transport: MailTransport): Promise<Mailer> {
  await jobs.work("mail", (message, job) => transport.deliver(message, job.id));
  return {
    kind: transport.kind,
    async send(message) {
      // A son's generated address has no mailbox behind it; nothing is ever mailed to it.
      if (isMadeUpAddress(message.to)) return;
      await jobs.send("mail", message);
    },
    sendNow: async (message) => {
      if (isMadeUpAddress(message.to)) return;
      await transport.deliver(message);
    },
  };
}
