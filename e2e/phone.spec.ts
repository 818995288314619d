import type { Locator, Page } from "@playwright/test";
import { definitionsOf } from "../src/catalog/data/product-generator";
import { LOCALES } from "../src/i18n/locales";
import { en, type Messages } from "../src/i18n/messages/en";
import {
  cards,
  closeDetailsWithEscape,
  columnCount,
  expect,
  maxPrice,
  minPrice,
  openCatalog,
  refuseClipboard,
  test,
  waitForLoadingStep,
} from "./fixtures";
import { MESSAGES } from "./messages";

// On a phone the controls are one compact block and the cards are rows, so that the first
// product is in the first screen (issue 38, ADR 21). Figures are read from the layout.

const PHONES = [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
] as const;

/** The disclosure that folds the price range, the order and Share away on a phone. */
function disclosure(page: Page): Locator {
  return page.locator("main details");
}

function summary(page: Page): Locator {
  return disclosure(page).locator("summary");
}

/** The spec's controls, which a phone shows without opening anything. */
function specControls(page: Page, m: Messages): Locator[] {
  return [
    page.getByRole("searchbox"),
    page.getByRole("button", { name: m.search.submit, exact: true }),
    page.getByRole("combobox", { name: m.category.label }),
    page.getByRole("button", { name: m.catalog.reset, exact: true }),
  ];
}

/** The summary as a screen reader has it: its name and whether it says it is expanded. */
async function summaryForReaders(page: Page): Promise<{ name: string; expanded: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const node = nodes.find(({ role }) => role?.value === "DisclosureTriangle");
  return {
    name: String(node?.name?.value ?? ""),
    expanded: node?.properties?.find(({ name }) => name === "expanded")?.value.value === true,
  };
}

/** Where the first card and its lines are, from the top of the page (not scrolled). */
async function firstCardFigures(page: Page) {
  return cards(page)
    .first()
    .evaluate((card) => {
      const [category, price] = card.querySelectorAll("p");
      const place = (element: Element | undefined | null) => {
        const { top, bottom } = element?.getBoundingClientRect() ?? { top: NaN, bottom: NaN };
        return { top, bottom };
      };
      return {
        card: place(card),
        name: place(card.querySelector("h2")),
        category: place(category),
        price: place(price),
        viewDetails: place(card.querySelector("button")),
      };
    });
}

/**
 * What sticks out: a control, label or line of the page that reaches past the screen's
 * sides, or whose text is wider than its box (a summary's applied filters are cut with an
 * ellipsis on purpose: the fields themselves show them).
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    return [
      ...document.querySelectorAll("main :is(input, select, button, summary, label, p, h1, h2)"),
    ].flatMap((element) => {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) return [];
      const { left, right, width: own } = element.getBoundingClientRect();
      // Visually hidden (a label for screen readers only).
      if (own <= 1) return [];
      const label = `${element.tagName} “${element.textContent.slice(0, 30)}”`;
      const problems: string[] = [];
      if (left < -0.5 || right > screen + 0.5) problems.push(`${label} outside the screen`);
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`${label} cut`);
      return problems;
    });
  });
}

/** Text zoom: the browser's default font size doubled, as a phone's largest text setting. */
async function zoomText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/** That the text is still zoomed on the page's current document (it outlives a navigation). */
async function expectTextZoomed(page: Page, where: string): Promise<void> {
  const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(size, `${where}: the text zoomed`).toBe("32px");
}

// One page visits every language in turn: each check is a step named by its language and
// screen, and a fresh page per language would only repeat the offline worker's install.
for (const { width, height } of PHONES) {
  test(`at ${String(width)} × ${String(height)}, in every language, the first card's name, category, price and View Details are in the first screen, under the spec's controls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const { tag } of LOCALES) {
      const m = MESSAGES[tag];
      await test.step(`in ${tag} at ${String(width)} × ${String(height)}`, async () => {
        await openCatalog(page, `/?seed=20241122&locale=${tag}`, m);
        for (const control of specControls(page, m)) {
          await expect(control, tag).toBeInViewport({ ratio: 1 });
        }
        await expect(summary(page), tag).toBeInViewport({ ratio: 1 });
        await expect(page.locator("main input[name=min]"), tag).toBeHidden();
        const first = await firstCardFigures(page);
        for (const [line, figures] of Object.entries(first)) {
          if (line === "card") continue;
          expect(figures.top, `${tag}: ${line}'s top`).toBeGreaterThanOrEqual(0);
          expect(figures.bottom, `${tag}: ${line}'s bottom`).toBeLessThanOrEqual(height);
        }
        if (width === 375) {
          expect(first.price.top, `${tag}: the price's top`).toBeLessThanOrEqual(600);
          expect(first.card.bottom, `${tag}: a whole card`).toBeLessThanOrEqual(height);
        }
        expect(await clipped(page), tag).toEqual([]);
      });
    }
  });
}

test("in every language, the compact block fits 320 px at 200 % text, open and closed, in the dark scheme too", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 320, height: 568 });
  await zoomText(page);
  for (const { tag } of LOCALES) {
    const m = MESSAGES[tag];
    await test.step(`in ${tag}`, async () => {
      await openCatalog(page, `/?seed=20241122&locale=${tag}&min=10&max=900&sort=price-desc`, m);
      await expectTextZoomed(page, tag);
      await expect(page.getByRole("combobox", { name: m.category.label }), tag).toBeVisible();
      expect(await clipped(page), `${tag}, closed`).toEqual([]);
      await summary(page).click();
      await expect(page.getByRole("textbox", { name: m.price.min }), tag).toBeVisible();
      expect(await clipped(page), `${tag}, open`).toEqual([]);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${tag}: the page's width`).toBeLessThanOrEqual(320);
    });
  }
});

/**
 * The labels of `labels` that the category dropdown would cut when chosen: a copy of it
 * holding only that label, as wide as the browser makes it (the label, the padding and the
 * browser's arrow), is wider than the dropdown.
 */
async function categoryLabelsCut(page: Page, m: Messages, labels: readonly string[]) {
  return page.getByRole("combobox", { name: m.category.label }).evaluate((select, texts) => {
    const room = select.getBoundingClientRect().width;
    return texts.flatMap((text) => {
      const copy = document.createElement("select");
      copy.setAttribute("class", select.getAttribute("class") ?? "");
      copy.style.cssText = "position: absolute; visibility: hidden; width: auto; max-width: none";
      copy.append(new Option(text));
      document.body.append(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      return needed > room + 0.5 ? [`${text} (${needed.toFixed(0)} > ${room.toFixed(0)} px)`] : [];
    });
  }, labels);
}

/** Whether the search box shows its whole placeholder: its text, measured, fits its content box. */
async function placeholderCut(page: Page): Promise<string | null> {
  return page.getByRole("searchbox").evaluate((box) => {
    if (!(box instanceof HTMLInputElement)) return "no input";
    const style = getComputedStyle(box);
    const context = document.createElement("canvas").getContext("2d");
    if (context === null) return "no canvas";
    context.font = getComputedStyle(box, "::placeholder").font;
    const needed = context.measureText(box.placeholder).width;
    const room =
      box.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return needed > room + 0.5
      ? `${box.placeholder} (${needed.toFixed(0)} > ${room.toFixed(0)} px)`
      : null;
  });
}

for (const width of [320, 375] as const) {
  test(`at ${String(width)} px, in every language, the category dropdown shows whole its "all categories" and every category of the language, and the search box its whole placeholder`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    for (const { tag } of LOCALES) {
      const m = MESSAGES[tag];
      await test.step(`in ${tag} at ${String(width)} px`, async () => {
        const categories = (await definitionsOf(tag)).commerce?.department ?? [];
        expect(categories.length, tag).toBeGreaterThan(10);
        await openCatalog(page, `/?seed=42&locale=${tag}`, m);
        expect(
          await categoryLabelsCut(page, m, [m.category.all, ...categories]),
          `${tag} at ${String(width)} px: category labels cut`,
        ).toEqual([]);
        expect(
          await placeholderCut(page),
          `${tag} at ${String(width)} px: placeholder cut`,
        ).toBeNull();
      });
    }
  });
}

test("at 375 px and 200 % text, the summary gives what is applied a line of its own rather than cutting it to nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await zoomText(page);
  await openCatalog(page, "/?seed=20241122&min=10&max=900&sort=price-desc");
  const applied = summary(page).locator("span").nth(1);
  await expect(applied).toHaveText("$10 to $900 · Price: high to low");
  const { shown, whole, ch } = await applied.evaluate((span) => {
    const probe = document.createElement("span");
    probe.textContent = "0";
    span.append(probe);
    const digit = probe.getBoundingClientRect().width;
    probe.remove();
    return { shown: span.clientWidth, whole: span.scrollWidth, ch: digit };
  });
  expect(shown).toBeGreaterThanOrEqual(Math.min(whole, 8 * ch) - 1);
  expect(await clipped(page)).toEqual([]);
});

/**
 * What of the open details dialog is cut or sticks out: the picture's tile past the
 * dialog's sides, the initials out of the tile, a line of the title or the description
 * past its box, a label or value of the details past the dialog's side, the dialog
 * scrolling sideways.
 */
async function dialogProblems(page: Page): Promise<string[]> {
  return page.getByRole("dialog").evaluate((dialog) => {
    const textBoxes = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()];
    };
    const outside = (box: DOMRect, outer: DOMRect) =>
      box.top < outer.top - 0.5 ||
      box.bottom > outer.bottom + 0.5 ||
      box.left < outer.left - 0.5 ||
      box.right > outer.right + 0.5;
    const problems: string[] = [];
    const initials = dialog.querySelector("span[aria-hidden=true]");
    const tile = initials?.parentElement?.getBoundingClientRect();
    if (initials === null || tile === undefined) return ["no tile"];
    if (textBoxes(initials).some((box) => outside(box, tile))) {
      problems.push(
        `initials “${initials.textContent}” out of a ${tile.height.toFixed(0)} px tile`,
      );
    }
    const sides = dialog.getBoundingClientRect();
    const pastASide = (box: DOMRect) =>
      box.left < sides.left - 0.5 || box.right > sides.right + 0.5;
    if (pastASide(tile)) {
      problems.push(`a ${tile.width.toFixed(0)} px tile in a ${sides.width.toFixed(0)} px dialog`);
    }
    for (const line of dialog.querySelectorAll("h2, p")) {
      const own = line.getBoundingClientRect();
      if (textBoxes(line).some((box) => outside(box, own))) {
        problems.push(`${line.tagName} “${line.textContent.slice(0, 30)}” past its box`);
      }
    }
    for (const line of dialog.querySelectorAll("dt, dd")) {
      if (textBoxes(line).some(pastASide)) {
        problems.push(`${line.tagName} “${line.textContent.slice(0, 30)}” past the dialog`);
      }
    }
    if (dialog.scrollWidth > dialog.clientWidth) problems.push("the dialog scrolls sideways");
    return problems;
  });
}

/** Opens the details of the nth card, checks them, and closes them with Escape. */
async function expectDialogWhole(page: Page, index: number, m: Messages, where: string) {
  await cards(page).nth(index).getByRole("button", { name: m.card.viewDetails }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await dialogProblems(page), where).toEqual([]);
  // The next step's visit would be aborted by a Back still under way.
  await closeDetailsWithEscape(page);
}

test("at 200 % text the details dialog keeps its picture, initials, title and details inside it: every language at 320 px, long words at 375 px, 150 % text on a tall phone", async ({
  page,
}) => {
  await zoomText(page);
  await page.setViewportSize({ width: 320, height: 568 });
  for (const { tag } of LOCALES) {
    const m = MESSAGES[tag];
    await test.step(`in ${tag} at 320 px`, async () => {
      await openCatalog(page, `/?seed=42&locale=${tag}`, m);
      await expectTextZoomed(page, tag);
      await expectDialogWhole(page, 0, m, `${tag} at 320 px`);
    });
  }
  await page.setViewportSize({ width: 375, height: 667 });
  for (const tag of ["en", "fr"] as const) {
    const m = MESSAGES[tag];
    await test.step(`in ${tag} at 375 px`, async () => {
      await openCatalog(page, `/?seed=42&locale=${tag}`, m);
      for (const index of [0, 1, 2, 3]) {
        await expectDialogWhole(page, index, m, `${tag} at 375 px: card ${String(index)}`);
      }
    });
  }
  await test.step("at 150 % text on a 390 × 844 phone", async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 20 } });
    await page.setViewportSize({ width: 390, height: 844 });
    await openCatalog(page, "/?seed=42");
    await expectDialogWhole(page, 0, MESSAGES.en, "150 % text at 390 px");
  });
});

test("at 200 % text the dialog's close control stays in its corner while the details scroll, and closes them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await zoomText(page);
  await openCatalog(page, "/?seed=42");
  const opener = cards(page).first().getByRole("button", { name: "View Details" });
  await opener.click();
  const dialog = page.getByRole("dialog");
  await dialog.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeInViewport();
  const corner = dialog.getByRole("button", { name: "Close" }).first();
  await expect(corner).toBeInViewport({ ratio: 1 });
  await corner.click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

// A phone held sideways: one column (the spec's, up to md), the controls in their compact
// block, the cards rows, and the page's spaces closed up on a screen this short.
for (const { width, height } of [
  { width: 667, height: 375 },
  { width: 740, height: 360 },
] as const) {
  test(`held sideways at ${String(width)} × ${String(height)}, the first product's picture and name are in the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openCatalog(page, "/?seed=20241122");
    for (const control of specControls(page, en)) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(summary(page)).toBeInViewport({ ratio: 1 });
    expect(await columnCount(page)).toBe(1);
    const first = cards(page).first();
    const [picture, name] = await Promise.all([
      first.locator("div").first().boundingBox(),
      first.getByRole("heading").boundingBox(),
    ]);
    // A row: the picture beside the text, not over it.
    expect((picture?.x ?? 0) + (picture?.width ?? 0)).toBeLessThanOrEqual(name?.x ?? 0);
    expect(picture?.y ?? height).toBeLessThan(height);
    expect((name?.y ?? height) + (name?.height ?? 0)).toBeLessThanOrEqual(height);
    expect(await clipped(page)).toEqual([]);
  });
}

test.describe("the phone's disclosure", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
  });

  test("is named by its summary, opens and closes by keyboard, Escape giving focus back to it, and a price range applied from it is said outside and kept inside", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=7");
    expect(await summaryForReaders(page)).toEqual({ name: "Filter and sort", expanded: false });
    await page.getByRole("searchbox").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(summary(page)).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await summaryForReaders(page)).toEqual({ name: "Filter and sort", expanded: true });
    await page.keyboard.press("Tab");
    await expect(minPrice(page)).toBeFocused();
    await page.keyboard.type("10");
    await page.keyboard.press("Tab");
    await expect(maxPrice(page)).toBeFocused();
    await page.keyboard.type("900");
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    await expect(page).toHaveURL(/[?&]min=10&max=900(&|$)/);
    await expect(maxPrice(page)).toBeFocused();
    await expect(summary(page)).toHaveText("Filter and sort$10 to $900");
    expect(await summaryForReaders(page)).toEqual({
      name: "Filter and sort $10 to $900",
      expanded: true,
    });

    await page.keyboard.press("Escape");
    await expect(summary(page)).toBeFocused();
    await expect(maxPrice(page)).toBeHidden();
    expect((await summaryForReaders(page)).expanded).toBe(false);
    await page.keyboard.press("Space");
    await expect(minPrice(page)).toHaveValue("10");
    await expect(maxPrice(page)).toHaveValue("900");
    // Escape from a field inside closes it too.
    await minPrice(page).focus();
    await page.keyboard.press("Escape");
    await expect(summary(page)).toBeFocused();
    await expect(minPrice(page)).toBeHidden();
  });

  test("applies an order from inside, says it outside, and Back takes it away, the disclosure left as it was", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=7&max=900");
    await expect(summary(page)).toHaveText("Filter and sortup to $900");
    await summary(page).click();
    await disclosure(page).getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(summary(page)).toHaveText("Filter and sortup to $900 · Price: low to high");
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(summary(page)).toHaveText("Filter and sortup to $900");
    await expect(disclosure(page).getByRole("combobox", { name: "Sort by" })).toHaveValue(
      "featured",
    );
    await expect(maxPrice(page)).toHaveValue("900");
  });

  test("shares from inside", async ({ page }) => {
    await openCatalog(page, "/?seed=7");
    await refuseClipboard(page);
    await summary(page).click();
    await disclosure(page).getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("textbox", { name: "Copy this link:" })).toBeFocused();
  });

  test("opens when a search from the box finds a bound folded in it ignored, its field focused", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=7");
    await summary(page).click();
    await minPrice(page).fill("abc");
    await page.keyboard.press("Escape");
    await expect(minPrice(page)).toBeHidden();
    await page.getByRole("searchbox").fill("a");
    await page.getByRole("searchbox").press("Enter");
    await waitForLoadingStep(page);
    await expect(minPrice(page)).toBeFocused();
    await expect(minPrice(page)).toHaveAttribute("aria-invalid", "true");
    await expect(disclosure(page)).toHaveAttribute("open", "");
  });

  test("is open, its summary hidden, from 768 px, and opens when a phone's window widens", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=7");
    await expect(minPrice(page)).toBeHidden();
    await page.setViewportSize({ width: 768, height: 667 });
    await expect(minPrice(page)).toBeVisible();
    await expect(summary(page)).toBeHidden();
    // Escape there closes nothing: there is no summary to give focus to.
    await minPrice(page).focus();
    await page.keyboard.press("Escape");
    await expect(minPrice(page)).toBeVisible();
    await page.setViewportSize({ width: 767, height: 667 });
    await expect(minPrice(page)).toBeVisible();
    await expect(summary(page)).toBeVisible();

    // A page opened wide has it open from its first paint (the served page's script).
    await page.setViewportSize({ width: 800, height: 667 });
    await openCatalog(page, "/?seed=7");
    await expect(summary(page)).toBeHidden();
    await expect(disclosure(page)).toHaveAttribute("open", "");
    await expect(minPrice(page)).toBeVisible();
  });
});
