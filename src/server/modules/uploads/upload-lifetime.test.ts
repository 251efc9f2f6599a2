// An upload lives while something refers to it: a person's picture dies with his account (deleted by himself, by his
// dad, by a global admin), a cover with its plan, a group's image with its group, a replaced picture when it is
// replaced, and an upload nothing ever used a day after it was made. A deleted upload's address answers 410 Gone,
// never cached; its file leaves the folder or the bucket at the next sweep. Live images are cached by kind: a
// person's picture privately for an hour, a cover or a group image publicly for a day.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { s3BucketForSuite } from "../../../../tests/support/s3-bucket.ts";
import { createGlobalAdmin, registerDad, registerFamily, TEST_PASSWORD, type Actor } from "../../../../tests/support/actors.ts";
import { testImage, uploadImage } from "../../../../tests/support/uploads.ts";
import { UPLOAD_GRACE_HOURS } from "../../../shared/schemas/uploads.ts";
import { sweepUploads } from "./uploads.service.ts";

let t: TestApp;
let dataDir: string;
let admin: Actor;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "sb-upload-life-"));
  t = await createTestApp({ DATA_DIR: dataDir, REQUIRE_STAFF_TWO_FACTOR: "0" });
  admin = await createGlobalAdmin(t, { twoFactor: false });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(dataDir, "uploads", url.replace("/uploads/", ""));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
const get = (url: string, headers: Record<string, string> = {}) => t.rawInject({ method: "GET", url, headers });
const sweep = (now = new Date()) => sweepUploads(t.db, t.app.deps.integrations.storage, now);

/** The address answers 410 Gone without caching, also to a browser revalidating its copy; the file goes at the sweep. */
async function expectGone(url: string) {
  const answer = await get(url);
  expect(answer.statusCode, url).toBe(410);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect((await get(url, { "if-none-match": `"${url.slice(9, 73)}"` })).statusCode).toBe(410);
  await sweep();
  expect(await exists(fileOf(url))).toBe(false);
}

async function expectServed(url: string, cacheControl?: string) {
  const answer = await get(url);
  expect(answer.statusCode, url).toBe(200);
  if (cacheControl) expect(answer.headers["cache-control"]).toBe(cacheControl);
  expect(await exists(fileOf(url))).toBe(true);
}

async function setPicture(actor: Actor, url: string) {
  expect((await actor.put("/api/account/profile", { avatarUrl: url })).statusCode).toBe(200);
}

describe("a person's picture dies with his account", () => {
  it("deleted by himself: his picture, and a picture he uploaded and never used, answer 410 and leave the folder", async () => {
    const dad = await registerDad(t, "Leaving Dad");
    const picture = await uploadImage(dad, "avatar");
    const unused = await uploadImage(dad, "avatar");
    await setPicture(dad, picture);
    await expectServed(picture, "private, max-age=3600");
    expect((await dad.post("/api/account/delete", { password: TEST_PASSWORD })).statusCode).toBe(200);
    await expectGone(picture);
    await expectGone(unused);
  });

  it("a son deleted by his dad, and a dad's confirmed son deleted with him", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Deleting Dad", sonName: "Deleted Son" });
    const sonPicture = await uploadImage(son, "avatar");
    await setPicture(son, sonPicture);
    expect((await dad.delete(`/api/family/sons/${son.id}`, { password: TEST_PASSWORD })).statusCode).toBeLessThan(300);
    await expectGone(sonPicture);

    const family = await registerFamily(t, { dadName: "Whole Family Dad", sonName: "Whole Family Son" });
    const [dadPicture, otherSonPicture] = [await uploadImage(family.dad, "avatar"), await uploadImage(family.son, "avatar")];
    await setPicture(family.dad, dadPicture);
    await setPicture(family.son, otherSonPicture);
    expect((await family.dad.post("/api/account/delete", { password: TEST_PASSWORD })).statusCode).toBe(200);
    await expectGone(dadPicture);
    await expectGone(otherSonPicture);
  });

  it("deleted by a global admin", async () => {
    const dad = await registerDad(t, "Removed Dad");
    const picture = await uploadImage(dad, "avatar");
    await setPicture(dad, picture);
    const removed = await admin.request({ method: "DELETE", url: `/api/admin/users/${dad.id}`, payload: { password: TEST_PASSWORD } });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectGone(picture);
  });

  it("a picture another account also shows stays until neither does", async () => {
    const [first, second] = [await registerDad(t, "Sharing Dad"), await registerDad(t, "Sharing Dad Two")];
    const picture = await uploadImage(first, "avatar");
    await setPicture(first, picture);
    await setPicture(second, picture);
    expect((await first.post("/api/account/delete", { password: TEST_PASSWORD })).statusCode).toBe(200);
    await sweep();
    await expectServed(picture);
    expect((await second.post("/api/account/delete", { password: TEST_PASSWORD })).statusCode).toBe(200);
    await expectGone(picture);
  });

  it("a replaced picture dies when it is replaced; the new one is served", async () => {
    const dad = await registerDad(t, "Changing Dad");
    const [before, after] = [await uploadImage(dad, "avatar"), await uploadImage(dad, "avatar")];
    await setPicture(dad, before);
    await setPicture(dad, after);
    await expectGone(before);
    await expectServed(after);
    expect((await dad.put("/api/account/profile", { avatarUrl: null })).statusCode).toBe(200);
    await expectGone(after);
  });
});

describe("covers and group images die with what showed them", () => {
  it("a deleted plan's cover answers 410; a cover another plan still shows stays", async () => {
    const plan = async (title: string) => (await admin.post("/api/admin/plans", { title, durationWeeks: 1 })).json<{ plan: { id: number } }>().plan.id;
    const [first, second, third] = [await plan("Covered One"), await plan("Covered Two"), await plan("Covered Three")];
    const [shared, own] = [await uploadImage(admin, "cover"), await uploadImage(admin, "cover")];
    for (const [planId, cover] of [
      [first, shared],
      [second, shared],
      [third, own],
    ] as const) {
      expect((await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: cover })).statusCode).toBe(200);
    }
    await expectServed(shared, "public, max-age=86400");
    expect((await admin.delete(`/api/admin/plans/${third}`)).statusCode).toBe(200);
    await expectGone(own);
    expect((await admin.delete(`/api/admin/plans/${first}`)).statusCode).toBe(200);
    await sweep();
    await expectServed(shared);
    expect((await admin.delete(`/api/admin/plans/${second}`)).statusCode).toBe(200);
    await expectGone(shared);
  });

  it("a group's image dies with the group (its last member left)", async () => {
    const dad = await registerDad(t, "Group Image Dad");
    const groupId = (await dad.post("/api/groups", { name: "Pictured Men" })).json<{ group: { id: number } }>().group.id;
    const image = await uploadImage(dad, "group");
    await t.db.execute(sql`update dad_groups set group_image_url = ${image} where id = ${groupId}`);
    expect((await dad.post(`/api/groups/${groupId}/leave`)).statusCode).toBeLessThan(300);
    await expectGone(image);
  });
});

describe("uploads nothing uses", () => {
  it(`an upload never used is kept ${UPLOAD_GRACE_HOURS} hours to be used, then dies`, async () => {
    const dad = await registerDad(t, "Undecided Dad");
    const unused = await uploadImage(dad, "avatar");
    await sweep(new Date(Date.now() + (UPLOAD_GRACE_HOURS - 1) * 3600_000));
    await expectServed(unused);
    await sweep(new Date(Date.now() + (UPLOAD_GRACE_HOURS + 1) * 3600_000));
    await expectGone(unused);
  });

  it("uploading the same image again brings a deleted one back, as a new upload", async () => {
    const [leaving, staying] = [await registerDad(t, "Again Dad"), await registerDad(t, "Again Dad Two")];
    const bytes = await testImage();
    const url = await uploadImage(leaving, "avatar", bytes);
    await setPicture(leaving, url);
    expect((await leaving.post("/api/account/delete", { password: TEST_PASSWORD })).statusCode).toBe(200);
    await expectGone(url);
    expect(await uploadImage(staying, "avatar", bytes)).toBe(url);
    await expectServed(url);
  });

  it("every column that can hold an /uploads/ address is one the rule reads", async () => {
    const columns = await t.db.execute<{ name: string }>(sql`
      select table_name || '.' || column_name as name from information_schema.columns
       where table_schema = 'public' and data_type = 'text' and column_name ~ '(image|avatar|cover|picture|photo|logo)'
       order by 1`);
    expect(columns.rows.map((row) => row.name)).toEqual([
      "dad_groups.group_image_url",
      "devotional_plans.cover_image_url",
      "profiles.avatar_url",
      "users.image",
    ]);
  });
});

describe("in an S3 bucket", () => {
  const bucket = s3BucketForSuite("sb-s3-life-");
  let s3: TestApp;
  beforeAll(async () => {
    s3 = await createTestApp(bucket.appEnv());
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("a deleted account's picture leaves the bucket", async () => {
    const dad = await registerDad(s3, "Bucket Dad");
    const picture = await uploadImage(dad, "avatar");
    expect((await dad.put("/api/account/profile", { avatarUrl: picture })).statusCode).toBe(200);
    const key = picture.replace("/uploads/", "");
    expect(await s3.app.deps.integrations.storage.get(key)).not.toBeNull();
    expect((await dad.post("/api/account/delete", { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await s3.rawInject({ method: "GET", url: picture })).statusCode).toBe(410);
    await sweepUploads(s3.db, s3.app.deps.integrations.storage, new Date());
    expect(await s3.app.deps.integrations.storage.get(key)).toBeNull();
  });
});
