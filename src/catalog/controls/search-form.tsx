import { useGoToAddress } from "../loading-step";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { primaryButton } from "../../components/styles";
import { useI18n, useMessages } from "../../i18n/i18n";
import {
  asFieldShowsIt,
  type CatalogAddress,
  DEFAULT_SORT,
  MAX_SEARCH_LENGTH,
  NO_FILTERS,
  searchState,
  type SearchState,
  withFilters,
  withFormFields,
  withSort,
} from "../address/catalog-address";
import { priceFieldText } from "../address/price-range";
import { FilterDisclosure } from "./filter-disclosure";
import { type PriceFieldState, PriceRangeFields } from "./price-fields";
import { SearchBox } from "./search-box";

const FIELDS = ["q", "min", "max"] as const;
type Field = (typeof FIELDS)[number];

/** Text the visitor typed over a field's applied value `over`. */
interface Edit {
  readonly over: string;
  readonly text: string;
  /** Whether it was sent, and `over` is what the URL keeps of it. */
  readonly sent?: boolean;
}

interface SearchFormProps {
  /** The id by which the controls' Reset button belongs to this form. */
  readonly id: string;
  /**
   * The address the page shows, or is going to (a navigation pending): its filters are
   * applied, and a search is written over it.
   */
  readonly address: CatalogAddress;
  /**
   * Whether the products are there. Before, the form sends searches already, and shows
   * the address's values, but nothing that says something about them (the served page,
   * the same for every address, has none of it).
   */
  readonly ready: boolean;
  /** What the phone's disclosure says is applied in it (empty until the products are there). */
  readonly foldedSummary: string;
  /** What else the phone's disclosure holds, after the price range: its sort and Share. */
  readonly folded: ReactNode;
}

/**
 * The form's submit button. It is in the form twice, one shown at a time: beside the box
 * on a phone, where the price fields are folded away, and after them from 48rem up.
 */
function SearchButton({ phone }: { readonly phone: boolean }) {
  const { search } = useMessages();
  return (
    // `data-only`: the copy of a phone's block, which a wider page does not show.
    <button
      type="submit"
      data-only={phone ? "phone" : undefined}
      className={`${primaryButton} ${phone ? "md:hidden" : "max-md:hidden"}`}
    >
      {search.submit}
    </button>
  );
}

/**
 * The search form: a real GET form on "/", whose fields carry the URL's names (`q`, `min`,
 * `max`), so that it works as HTML before the app's code has run (the page's script
 * makes the browser send it with the address's other parameters: src/shell-address.ts).
 * Once it has, the router takes the submit: Search or Enter applies the name and the
 * price range together, through the loading step. Each field shows its applied value
 * until the visitor types over it, and again once that value changes (a search, Back,
 * Forward, Clear search); text typed and not sent comes back with the value it was typed
 * over. A price sent stays as typed ("1.000") over the bound the URL keeps of it ("1000"),
 * so that the line under it can say how it was read. Reset empties them all. On a phone
 * the price fields are folded in a disclosure, still fields of the form: Enter in the box
 * sends them too.
 */
export function SearchForm({ id, address, ready, foldedSummary, folded }: SearchFormProps) {
  const limitId = useId();
  const {
    locale,
    messages: { search, catalog },
    formats,
  } = useI18n();
  const { params, filters: applied } = address;
  const goToAddress = useGoToAddress();
  // An address the page is on or going to adds nothing: no entry and no loading step for
  // a search that changes nothing, or for a double click on Search.
  const goTo = (next: URLSearchParams, state?: SearchState) => {
    if (next.toString() !== params.toString()) goToAddress(next, { state });
  };
  const appliedValue: Record<Field, string> = {
    q: applied.query,
    min: priceFieldText(applied.minPrice.text, formats),
    max: priceFieldText(applied.maxPrice.text, formats),
  };
  const [edits, setEdits] = useState<Partial<Record<Field, Edit | undefined>>>({});
  const form = useRef<HTMLFormElement>(null);
  // Text typed into the served form before the app took it over is in its fields, which
  // React hydrated as they were (keeping the caret). A field holding neither the value
  // rendered (its default) nor the one the page's script wrote in (the address's, raw, as
  // a field keeps it: src/shell-address.ts) holds the visitor's text, which becomes an
  // edit. One holding the address's raw value shows it as the app reads it (trimmed, cut
  // at the limit) once the page renders as hydrated (useHydrated in use-catalog-view):
  // React then writes each controlled field's value.
  useLayoutEffect(() => {
    const typed = FIELDS.flatMap((field) => {
      const input = form.current?.elements.namedItem(field);
      if (!(input instanceof HTMLInputElement) || input.value === input.defaultValue) return [];
      if (input.value === (params.get(field) ?? "").replace(/[\r\n]/g, "")) return [];
      return [[field, { over: input.defaultValue, text: input.value }] as const];
    });
    if (typed.length > 0) setEdits(Object.fromEntries(typed));
    // Once, as the app takes the served form over: later the fields are the app's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const valueOf = (field: Field) => {
    const edit = edits[field];
    return edit?.over === appliedValue[field] ? edit.text : appliedValue[field];
  };
  const typeIn = (field: Field) => (text: string) => {
    setEdits((current) => ({ ...current, [field]: { over: appliedValue[field], text } }));
  };
  const priceField = (field: "min" | "max"): PriceFieldState => {
    const edit = edits[field];
    const text = valueOf(field);
    return {
      text,
      sent: text === appliedValue[field] || (edit?.sent === true && edit.text === text),
    };
  };
  const query = valueOf("q");
  const full = ready && query.length >= MAX_SEARCH_LENGTH;
  return (
    // On a phone the box and Search, then the disclosure that folds the price range away
    // (ADR 21). From 768 px a grid: the search box, then the price fields and Search, each
    // reason right under the fields it is about.
    <form
      ref={form}
      id={id}
      name="search"
      method="get"
      action="/"
      role="search"
      className="flex min-w-0 flex-col gap-3 md:grid md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-x-3 md:gap-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const next = withFormFields(params, new FormData(event.currentTarget), formats);
        // What was typed is sent: from now on the search box shows what the URL says, and
        // each price field what was sent (trimmed), over what the URL keeps of it.
        const sent = (field: "min" | "max"): Edit => ({
          over: priceFieldText(next.get(field) ?? "", formats),
          text: asFieldShowsIt(valueOf(field)),
          sent: true,
        });
        const [min, max] = [sent("min"), sent("max")];
        setEdits({ min, max });
        // The page's announcement of the result says how the texts sent were read.
        goTo(next, searchState({ min: min.text, max: max.text }));
      }}
      onReset={(event) => {
        event.preventDefault();
        setEdits({});
        goTo(withSort(withFilters(params, NO_FILTERS), DEFAULT_SORT));
      }}
    >
      {/* On a phone, Search beside the box; from 48rem the box is a cell of the form's grid. */}
      <div className="flex flex-wrap gap-2 md:contents">
        <SearchBox
          value={query}
          clearable={ready}
          describedBy={limitId}
          onChange={typeIn("q")}
          onClear={() => {
            setEdits((current) => ({ ...current, q: undefined }));
            const next = new URLSearchParams(params);
            next.delete("q");
            goTo(next);
          }}
        />
        <SearchButton phone />
      </div>
      {/* Says why typing stops, once it does; a status, so it is heard as well. */}
      <p
        id={limitId}
        role="status"
        className={
          full
            ? "text-sm text-slate-600 md:col-start-1 md:row-start-2 dark:text-slate-300"
            : "sr-only"
        }
      >
        {full && search.limit(String(MAX_SEARCH_LENGTH))}
      </p>
      <FilterDisclosure label={catalog.filterAndSort} applied={foldedSummary}>
        <PriceRangeFields
          applied={{ min: applied.minPrice, max: applied.maxPrice }}
          min={priceField("min")}
          max={priceField("max")}
          onMinChange={typeIn("min")}
          onMaxChange={typeIn("max")}
          judged={ready}
        >
          <SearchButton phone={false} />
        </PriceRangeFields>
        {folded}
      </FilterDisclosure>
      {/* Another language's page keeps it in a search sent with scripts turned off. */}
      {locale.tag !== "en" && <input type="hidden" name="locale" value={locale.tag} />}
    </form>
  );
}
