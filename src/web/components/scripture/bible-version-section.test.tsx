// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../tests/web-support/render.tsx";
import { BibleVersionSection } from "./bible-version-section.tsx";

const choices = [
  { version: "kjv", name: "King James Version (KJV)", language: "en" },
  { version: "web", name: "World English Bible (WEB)", language: "en" },
  { version: "rv1909", name: "Reina-Valera 1909 (RV1909, Spanish)", language: "es" },
];

describe("/account's Bible version", () => {
  it("shows the version chosen for him under a visible label, saves his pick and says so", async () => {
    const fetchMock = stubFetchWith((_input, init) =>
      Promise.resolve(
        init?.method === "PUT"
          ? jsonResponse(200, { version: "rv1909", chosen: true, choices, message: "You now read the Reina-Valera 1909 (RV1909, Spanish)." })
          : jsonResponse(200, { version: "web", chosen: false, choices }),
      ),
    );
    renderWithApp(<BibleVersionSection />);
    const select = await screen.findByRole("combobox", { name: "Bible version" });
    expect(select).toHaveValue("web");
    expect(screen.getByText("Chosen for you until you pick one: the World English Bible (WEB).")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Reina-Valera 1909 (RV1909, Spanish)" })).toHaveAttribute("lang", "es");

    await userEvent.selectOptions(select, "rv1909");
    await userEvent.click(screen.getByRole("button", { name: "Save Bible version" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You now read the Reina-Valera 1909 (RV1909, Spanish).");
    const put = fetchMock.mock.calls.find((call) => call[1]?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/scripture/version");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ version: "rv1909" });
    expect(select).toHaveValue("rv1909");
    expect(screen.queryByText(/Chosen for you/)).toBeNull();
  });

  it("puts the server's field message under the select", async () => {
    stubFetchWith((_input, init) =>
      Promise.resolve(
        init?.method === "PUT"
          ? jsonResponse(400, {
              error: { code: "VALIDATION_FAILED", message: "No", fields: { version: "The ESV is not available here; choose another version" } },
            })
          : jsonResponse(200, { version: "kjv", chosen: true, choices }),
      ),
    );
    renderWithApp(<BibleVersionSection />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Bible version" }), "web");
    await userEvent.click(screen.getByRole("button", { name: "Save Bible version" }));
    expect(await screen.findByText("The ESV is not available here; choose another version")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Bible version" })).toHaveAttribute("aria-invalid", "true");
  });
});
