// A stand-in for the API answering by address: `stubApi({ "GET /api/account": reply, … })` answers the first
// route whose method matches and whose address ends with the route's path; anything else is a 404 NOT_FOUND.
import { apiError, jsonResponse, stubFetchWith, type Reply } from "./fetch-stub.ts";

const notFound = apiError(404, "NOT_FOUND", "Not found");

export function stubApi(routes: Readonly<Record<`${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /${string}`, Reply>>) {
  const table = Object.entries(routes).map(([route, reply]) => {
    const [method, path] = route.split(" ") as [string, string];
    return { method, path, reply };
  });
  return stubFetchWith(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const { reply } = table.find((route) => route.method === method && url.endsWith(route.path)) ?? { reply: notFound };
    return jsonResponse(reply.status, reply.body);
  });
}
