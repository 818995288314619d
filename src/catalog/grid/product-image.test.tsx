import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { drawnPhotos } from "./fallback-tile";
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

  describe("in place of a drawn card whose photo is still loading", () => {
    afterEach(() => {
      drawnPhotos.clear();
    });

    /** The drawn card's photo, as first-cards.ts lists it, which `settle` loads or fails. */
    function drawnPhoto(src: string, loads: boolean) {
      const photo = document.createElement("img");
      let outcome = () => {};
      const decoded = new Promise<void>((resolve, reject) => {
        outcome = () => {
          if (loads) resolve();
          else reject(new DOMException("Loading error.", "EncodingError"));
        };
      });
      photo.decode = () => decoded;
      drawnPhotos.set(src, photo);
      return {
        settle: () =>
          act(async () => {
            outcome();
            await decoded.catch(() => undefined);
          }),
      };
    }

    it("asks for it no second time: its tile, then the tile for good once it fails", async () => {
      const src = "https://avatars.example.test/drawn-fails.png";
      const drawn = drawnPhoto(src, false);
      renderImage(src);
      expect(document.querySelector("img")).toBeNull();
      expect(screen.getByRole("img", { name: "Sleek Cotton Hat" })).toBeInTheDocument();
      expect(screen.getByText("SH")).toBeVisible();
      await drawn.settle();
      expect(document.querySelector("img")).toBeNull();
      expect(screen.getByRole("img", { name: "Sleek Cotton Hat" })).toBeInTheDocument();
    });

    it("shows the photo once the drawn card's has loaded", async () => {
      const src = "https://avatars.example.test/drawn-loads.png";
      const drawn = drawnPhoto(src, true);
      renderImage(src);
      expect(document.querySelector("img")).toBeNull();
      await drawn.settle();
      expect(screen.getByRole("img", { name: "Sleek Cotton Hat" })).toHaveAttribute("src", src);
    });
  });
});
