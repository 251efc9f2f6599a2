// Importing a plan from an untrusted file: Markdown written to the studio's outline, or
// a Word document (.docx) read by mammoth. Limits first: the file's size, the zip's declared unpacked size (a zip
// bomb), that it is a Word document at all, then a worker with a capped heap and a time limit.
import type { Language } from "../../../shared/language.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { Worker } from "node:worker_threads";
import { IMPORT_LIMITS, studioMessages } from "../../../shared/schemas/studio.ts";
import { badRequest } from "../../lib/app-error.ts";
import { markdownToDocument } from "./plan-outline.ts";

const notDocx = () => badRequest(studioMessages.importNotDocx, { file: studioMessages.importNotDocx });
const tooLarge = () => badRequest(studioMessages.importTooLarge, { file: studioMessages.importTooLarge });

/**
 * Reads a zip's central directory without unpacking anything: the names of its entries and the sum of their
 * declared unpacked sizes. Anything that is not a plain zip (no end record, ZIP64, entries out of bounds) is not
 * a Word document.
 */
export function zipEntries(bytes: Buffer): { names: string[]; unpackedBytes: number } {
  const EOCD = 0x06054b50;
  const start = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= start; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notDocx();
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || at === 0xffffffff || at + size > end) throw notDocx();
  const names: string[] = [];
  let unpackedBytes = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) throw notDocx();
    const unpacked = bytes.readUInt32LE(at + 24);
    if (unpacked === 0xffffffff) throw tooLarge();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    names.push(bytes.toString("utf8", at + 46, at + 46 + nameLength));
    unpackedBytes += unpacked;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { names, unpackedBytes };
}

function docxToMarkdown(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./docx-worker.ts", import.meta.url), {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(badRequest(studioMessages.importTooSlow, { file: studioMessages.importTooSlow }))),
      IMPORT_LIMITS.parseMs,
    );
    worker.once("message", (message: { ok: boolean; markdown?: string }) =>
      finish(() => (message.ok && typeof message.markdown === "string" ? resolve(message.markdown) : reject(notDocx()))),
    );
    // A heap past its cap (a document that inflates too far) or any crash: the file is refused, the server goes on.
    worker.once("error", (error: Error & { code?: string }) => finish(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooLarge() : notDocx())));
    worker.once("exit", () => finish(() => reject(notDocx())));
  });
}

/** mammoth escapes Markdown's punctuation; the outline reads plain text, so the escapes go, and so do images. */
function plainMarkdown(markdown: string): string {
  return markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, "").replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, "$1");
}

export type ImportSource = ({ format: "markdown"; text: string } | { format: "docx"; base64: string }) & { language?: Language | undefined };

/** What the file says, as a plan document, and what was not understood (in `locale`). Nothing is saved here. */
export async function readImport(source: ImportSource, locale: Locale = "en") {
  if (source.format === "markdown") {
    if (source.text.length > IMPORT_LIMITS.markdownChars) throw tooLarge();
    return markdownToDocument(source.text, locale);
  }
  const bytes = Buffer.from(source.base64, "base64");
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw tooLarge();
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) throw notDocx();
  const { names, unpackedBytes } = zipEntries(bytes);
  if (!names.includes("word/document.xml")) throw notDocx();
  if (unpackedBytes > IMPORT_LIMITS.unpackedBytes) throw tooLarge();
  const markdown = await docxToMarkdown(bytes);
  if (markdown.length > IMPORT_LIMITS.markdownChars) throw tooLarge();
  return markdownToDocument(plainMarkdown(markdown), locale);
}
