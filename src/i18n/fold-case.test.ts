import { describe, expect, it } from "vitest";
import { foldCase } from "./fold-case";

describe("foldCase", () => {
  it("lower-cases as English does by default", () => {
    expect(foldCase("Sleek İron HAT", "en")).toBe("sleek i̇ron hat");
  });

  it("lower-cases as Turkish does: I is ı, İ is i", () => {
    expect(foldCase("IŞIK İpek", "tr")).toBe("ışık ipek");
  });

  it("leaves scripts without case as they are", () => {
    expect(foldCase("橡胶肥皂", "zh-CN")).toBe("橡胶肥皂");
    expect(foldCase("כפפות", "he")).toBe("כפפות");
  });
});
