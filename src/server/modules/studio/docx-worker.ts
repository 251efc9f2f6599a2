// Reads a Word document into Markdown with mammoth, in a worker thread the caller can stop (a time limit) and
// whose heap is capped (a document that inflates past it ends the worker, not the server)..
import { parentPort, workerData } from "node:worker_threads";
import mammoth from "mammoth";

type Converter = { convertToMarkdown: (input: { buffer: Buffer }) => Promise<{ value: string }> };

const bytes = Buffer.from(workerData as Uint8Array);
(mammoth as unknown as Converter)
  .convertToMarkdown({ buffer: bytes })
  .then((result) => parentPort?.postMessage({ ok: true, markdown: result.value }))
  .catch(() => parentPort?.postMessage({ ok: false }));
