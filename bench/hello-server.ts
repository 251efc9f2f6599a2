// The baseline for bench/capacity.ts: a bare Fastify hello-world in its own process, on the port in PORT.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.stdout.write("ready\n");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
