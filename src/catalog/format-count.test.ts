import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
  });

  it("writes counts as English does, with a comma between thousands", () => {
    expect([0, 1, 12, 999, 1000, 10_000, 100_000, -1234].map(formatCount)).toEqual([
      "0",
      "1",
      "12",
      "999",
      "1,000",
      "10,000",
      "100,000",
      "-1,234",
    ]);
  });

  it("writes a fraction as the formatter does", () => {
    expect(formatCount(2.5)).toBe("2.5");
  });

  it("makes no number formatter for counts under 1,000", async () => {
    let made = 0;
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal(
      "Intl",
      Object.assign(Object.create(Intl), { NumberFormat: CountedNumberFormat }),
    );
    const fresh = await import("./format-count");
    expect([1, 12, 999].map(fresh.formatCount)).toEqual(["1", "12", "999"]);
    expect(made).toBe(0);
    expect([1000, 2000].map(fresh.formatCount)).toEqual(["1,000", "2,000"]);
    expect(made).toBe(1);
  });
});
