import { describe, expect, it } from "vitest";
import { initialsOf, tintOf } from "./fallback-tile";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Sleek Cotton Hat")).toBe("SH");
    expect(initialsOf("  small   chair ")).toBe("SC");
  });

  it("takes one letter of a one-word name and none of an empty one", () => {
    expect(initialsOf("Chair")).toBe("C");
    expect(initialsOf("   ")).toBe("");
  });

  it("keeps a character outside the basic plane whole", () => {
    expect(initialsOf("🚀 Rocket")).toBe("🚀R");
  });
});

describe("tintOf", () => {
  it("gives the same key the same tint", () => {
    expect(tintOf("abc")).toBe(tintOf("abc"));
  });

  it("spreads keys over several tints", () => {
    const tints = new Set(Array.from({ length: 60 }, (_, index) => tintOf(`key-${index}`)));
    expect(tints.size).toBeGreaterThan(3);
  });
});
