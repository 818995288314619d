import type { Locator, Page } from "@playwright/test";

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

/**
 * The pixels of a screenshot, row by row, decoded by the page: an image from a `data:`
 * address, which its policy allows, drawn on a canvas.
 */
export async function pixelsOf(
  page: Page,
  png: Buffer,
): Promise<{ width: number; height: number; pixels: Rgb[] }> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const pixels: [number, number, number][] = [];
    for (let i = 0; i < data.length; i += 4) {
      pixels.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
    }
    return { width: canvas.width, height: canvas.height, pixels };
  }, png.toString("base64"));
}

/** How many pixels of a screenshot stand out (3:1) from its first, the background. */
export async function standingOut(page: Page, png: Buffer): Promise<number> {
  const { pixels } = await pixelsOf(page, png);
  const [background = [0, 0, 0] as const] = pixels;
  return pixels.filter((pixel) => contrastRatio(pixel, background) >= 3).length;
}

/**
 * Whether an element's left edge shows: along the middle fifth of its height, its first
 * pixels stand out (3:1) from the one 4 px inside it, as a border does. Forced colours
 * drop shadows and backgrounds, so a box without a border has no edge there.
 */
export async function edgeShows(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  if (!box) throw new Error("not laid out");
  const clip = { x: box.x, y: box.y + box.height * 0.4, width: 5, height: box.height * 0.2 };
  const { width, pixels } = await pixelsOf(page, await page.screenshot({ clip }));
  const rows = Array.from({ length: pixels.length / width }, (_, row) =>
    pixels.slice(row * width, (row + 1) * width),
  );
  const edged = rows.filter(([first, second, , , inside]) =>
    [first, second].some((pixel) => pixel && inside && contrastRatio(pixel, inside) >= 3),
  );
  return rows.length > 0 && edged.length >= rows.length / 2;
}
