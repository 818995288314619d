import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductImage } from "./product-image";

function renderImage(src = "https://avatars.example.test/1.png") {
  return render(<ProductImage src={src} name="Sleek Cotton Hat" tintKey="x" />);
}

describe("ProductImage", () => {
  it("loads the photo lazily with the product name as its text alternative", () => {
    renderImage();
    const img = screen.getByRole("img", { name: "Sleek Cotton Hat" });
    expect(img).toHaveAttribute("src", "https://avatars.example.test/1.png");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("shows the initials on a tinted tile instead of a broken image when the photo fails", () => {
    renderImage();
    fireEvent.error(screen.getByRole("img", { name: "Sleek Cotton Hat" }));
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "Sleek Cotton Hat" })).toBeInTheDocument();
    expect(screen.getByText("SH")).toBeVisible();
  });

  it("shows the tile at once, without asking again, for a photo that failed in this visit", () => {
    const src = "https://avatars.example.test/failed-once.png";
    const { unmount } = renderImage(src);
    fireEvent.error(screen.getByRole("img", { name: "Sleek Cotton Hat" }));
    unmount();
    renderImage(src);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText("SH")).toBeVisible();
  });
});
