import { describe, expect, it } from "vitest";
import { describeDadControls } from "./dad-controls.ts";

const base = { dadName: "Dan", linkConfirmed: true, ageBand: "13_plus", assistantConnected: true, assistantEnabled: false } as const;

describe("describeDadControls", () => {
  it("says a dad can do nothing before the son confirms the link", () => {
    const text = describeDadControls({ ...base, linkConfirmed: false });
    expect(text.intro).toMatch(/can't see or change anything/);
    expect([...text.sees, ...text.can, ...text.cannot]).toEqual([]);
  });

  it("from 13: private entries and chats stay his own", () => {
    const text = describeDadControls(base);
    expect(text.can.join(" ")).toMatch(/private entries and assistant chats are left out/);
    expect(text.cannot).toContain("Read your private journal entries.");
    expect(text.cannot).toContain("Read your chats with the assistant.");
    expect(text.can.join(" ")).not.toMatch(/turn 13/);
  });

  it("under 13: the download holds everything, and the age band only moves up", () => {
    const text = describeDadControls({ ...base, ageBand: "under_13" });
    expect(text.can.join(" ")).toMatch(/private journal entries and assistant chats too, because you are under 13/);
    expect(text.can.join(" ")).toMatch(/can't change it back/);
    expect(text.cannot.join(" ")).not.toMatch(/chats/);
  });

  it("says what a son decides himself, by age", () => {
    const teen = describeDadControls(base);
    expect(teen.can.join(" ")).toMatch(/only temporary: you choose your own at your next sign-in/);
    expect(teen.yours?.join(" ")).toMatch(/start groups and lead them/);
    expect(teen.yours?.join(" ")).toMatch(/Delete your account yourself/);
    const young = describeDadControls({ ...base, ageBand: "under_13" });
    expect(young.can.join(" ")).toMatch(/he says yes first/);
    expect(young.can.join(" ")).toMatch(/You can't delete it yourself: ask him/);
    expect(young.yours?.join(" ")).toMatch(/first name only/);
  });

  it("mentions the assistant switch and its state only when an assistant is connected", () => {
    expect(describeDadControls({ ...base, assistantEnabled: true }).can.join(" ")).toMatch(/Right now it is on/);
    expect(describeDadControls({ ...base, assistantConnected: false }).can.join(" ")).not.toMatch(/Switch your assistant/);
  });
});
