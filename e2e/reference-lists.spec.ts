import { readFileSync } from "node:fs";
import { en } from "@faker-js/faker";
import { pageScriptSource, securityHeaders } from "../scripts/response-headers.mjs";
import { cards, expect, openCatalog, search, test, waitForLoadingStep } from "./fixtures";

/** The spec's bundled reference lists, as the build serves them, and where faker has each. */
const LISTS = [
  { path: "/reference/airlines.json", fields: ["name", "iataCode"], source: en.airline?.airline },
  {
    path: "/reference/airplanes.json",
    fields: ["name", "iataTypeCode"],
    source: en.airline?.airplane,
  },
  { path: "/reference/airports.json", fields: ["name", "iataCode"], source: en.airline?.airport },
  { path: "/reference/bear-species.json", fields: null, source: en.animal?.bear },
  { path: "/reference/bird-species.json", fields: null, source: en.animal?.bird },
];

for (const { path, fields, source } of LISTS) {
  test(`serves ${path}: every entry of faker's English list, with the spec's fields`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^application\/json/);
    const page = readFileSync(new URL("../dist/index.html", import.meta.url), "utf8");
    const security = securityHeaders(await pageScriptSource(page));
    for (const [name, value] of Object.entries(security)) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }

    const entries = (await response.json()) as unknown[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toHaveLength(source?.length ?? 0);
    for (const entry of entries) {
      if (fields === null) {
        expect(typeof entry === "string" && entry.trim() !== "", JSON.stringify(entry)).toBe(true);
      } else {
        expect(Object.keys(entry as object)).toEqual(fields);
        for (const field of fields) {
          const value = (entry as Record<string, unknown>)[field];
          expect(typeof value === "string" && value !== "", `${path} ${field}`).toBe(true);
        }
      }
    }
    // The count the documentation gives is the one served.
    const features = readFileSync(new URL("../docs/features.md", import.meta.url), "utf8");
    const row = features.split("\n").find((line) => line.startsWith(`| \`${path}\``));
    expect(row?.split("|").at(-2)?.trim(), `docs/features.md row for ${path}`).toBe(
      String(entries.length),
    );
    // The same entries in the same order: one source of truth.
    expect(entries).toEqual(
      (source ?? []).map((item: object | string) =>
        typeof item === "string"
          ? item
          : Object.fromEntries(Object.entries(item).filter(([key]) => fields?.includes(key))),
      ),
    );
  });
}

test("the catalogue page never asks for the reference lists", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/reference/")) asked.push(request.url());
  });
  await openCatalog(page, "/?seed=4");
  await search(page, "a");
  await waitForLoadingStep(page);
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(asked).toEqual([]);
});
