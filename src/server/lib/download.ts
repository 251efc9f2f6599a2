// A download: a file the browser saves under its own name. Every download is someone's own data, so none is cached.

/** What a download sends: its text, its media type and the name the browser saves it under. */
export interface DownloadFile {
  body: string;
  contentType: string;
  filename: string;
}

interface DownloadReply<R> {
  header(key: string, value: string): R;
  send(payload: string): R;
}

/** Sends `file` as an attachment the browser saves, kept out of every cache. */
export function sendDownload<R extends DownloadReply<R>>(reply: R, file: DownloadFile): R {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** The body of a route that answers with a download: `file` builds it from the call, this sends it. */
export function answeredDownload<R extends DownloadReply<R>, C extends { reply: R }>(file: (call: C) => Promise<DownloadFile>) {
  return async (call: C): Promise<R> => sendDownload(call.reply, await file(call));
}
