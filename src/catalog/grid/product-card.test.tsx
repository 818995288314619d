import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FailedPhotos, initialsOf, ProductImage, tintOf } from "./product-card";

/** The photo in a page whose failed photos are `failed` (none: outside a catalogue page). */
function renderImage(src = "https://avatars.example.test/1.png", failed?: Set<string>) {
  return render(
    <FailedPhotos value={failed ?? null}>
      <ProductImage src={src} name="Sleek Cotton Hat" tintKey="x" />
    </FailedPhotos>,
  );
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

  it("shows the tile at once, without asking again, for a photo that failed on this page", () => {
    const src = "https://avatars.example.test/failed-once.png";
    const failed = new Set<string>();
    const { unmount } = renderImage(src, failed);
    fireEvent.error(screen.getByRole("img", { name: "Sleek Cotton Hat" }));
    unmount();
    renderImage(src, failed);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText("SH")).toBeVisible();
  });

  it("asks again on another page: what failed is the page's to remember", () => {
    const src = "https://avatars.example.test/failed-elsewhere.png";
    const { unmount } = renderImage(src, new Set());
    fireEvent.error(screen.getByRole("img", { name: "Sleek Cotton Hat" }));
    unmount();
    renderImage(src, new Set());
    expect(screen.getByRole("img", { name: "Sleek Cotton Hat" })).toHaveAttribute("src", src);
  });
});

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
