import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CatalogProgress } from "./catalog-progress";

describe("CatalogProgress", () => {
  it("shows how far the catalogue is made, as a bar and a status in steps of 10 %", () => {
    render(<CatalogProgress made={43_000} total={100_000} />);
    const bar = screen.getByRole("progressbar", { name: "Generating products" });
    expect(bar).toHaveAttribute("aria-valuenow", "43000");
    expect(bar).toHaveAttribute("aria-valuemax", "100000");
    expect(screen.getByText(/^Generating 100,000 products…/)).toHaveTextContent(
      "Generating 100,000 products… 43%",
    );
    expect(screen.getByRole("status")).toHaveTextContent("40% of 100,000 products generated");
  });

  it("shows no share that the count beside it contradicts, and announces only its steps", () => {
    render(<CatalogProgress made={18_000} total={100_000} />);
    expect(screen.getByText(/^Generating 100,000 products…/)).toHaveTextContent(
      "Generating 100,000 products… 18%",
    );
    expect(screen.getByRole("status")).toHaveTextContent("10% of 100,000 products generated");
  });

  it("says the catalogue is complete, in the same row, once it is", () => {
    render(<CatalogProgress made={100_000} total={100_000} />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("All 100,000 products generated.");
  });
});
