import type { Page } from "@playwright/test";

type Rgb = readonly [number, number, number];

/** Resolves CSS colours (Tailwind v4 uses oklch) to sRGB through a canvas in the page. */
export async function toRgb(page: Page, colours: readonly string[]): Promise<Rgb[]> {
  return page.evaluate((list) => {
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    });
    if (!context) throw new Error("no 2D canvas");
    return list.map((colour): [number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    });
  }, colours);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG 2 contrast ratio of two colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
