import { describe, expect, it } from "vitest";
import { withOneLeadingSlash } from "./address";

describe("withOneLeadingSlash", () => {
  it.each([
    ["//", "/"],
    ["///", "/"],
    ["//no-such-page", "/no-such-page"],
    ["//a//b", "/a//b"],
  ])("makes %s %s", (path, expected) => {
    expect(withOneLeadingSlash(path)).toBe(expected);
  });

  it.each(["/", "/no-such-page", "/a//b"])("keeps %s as it is", (path) => {
    expect(withOneLeadingSlash(path)).toBe(path);
  });
});
