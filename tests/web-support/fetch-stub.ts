// A stand-in for the API in web tests: `stubFetch(reply, reply, …)` answers calls in order (the last reply
// repeats), each reply a status and a JSON body; `stubFetchWith(fn)` answers any way the test needs. The setup
// file restores the real fetch after every test.
import { vi } from "vitest";

export interface Reply {
  status: number;
  body: unknown;
}

export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An API error body as our server sends it. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

export function stubFetchWith(answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function stubFetch(...replies: Reply[]) {
  const queue = [...replies];
  return stubFetchWith(async () => {
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    return jsonResponse(reply?.status ?? 200, reply?.body ?? null);
  });
}

/** The JSON body of the n-th call (0-based). */
export function sentBody(fetchMock: ReturnType<typeof stubFetchWith>, call: number): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

/** The URL and method of the n-th call. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetchWith>, call: number): { url: string; method: string } {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(input), method: init?.method ?? "GET" };
}
