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
import { useGoToAddress } from "../loading-step";
import { FilterDisclosure } from "./filter-disclosure";
import { type PriceFieldState, PriceRangeFields } from "./price-fields";
import { SearchBox } from "./search-box";

const FIELDS = ["q", "min", "max"] as const;
type Field = (typeof FIELDS)[number];

/** Text the visitor typed over a field's applied value `over`. */
interface Edit {
  readonly over: string;
  readonly text: string;
  /** Set once sent; `over` is then what the URL keeps of it. */
  readonly sent?: boolean;
}

interface SearchFormProps {
  /** Lets the controls' Reset button belong to this form. */
  readonly id: string;
  /** The address the page shows, or the pending one. */
  readonly address: CatalogAddress;
  /** Before the products, the form already works but does not judge its values. */
  readonly ready: boolean;
  readonly foldedSummary: string;
  /** The rest of the phone's disclosure: its sort and Share. */
  readonly folded: ReactNode;
}

/** In the form twice: beside the box on a phone, after the price fields on wider screens. */
function SearchButton({ phone }: { readonly phone: boolean }) {
  const { search } = useMessages();
  return (
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
 * A real GET form whose fields carry the URL's names, so it works before the app runs.
 * Each field shows its applied value until the visitor types over it.
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
  // An unchanged address adds no entry and no loading step, as for a double click on Search.
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
  // Text typed into the prerendered form before hydration becomes an edit. The address's
  // raw value, which the page's script wrote in, is no edit (src/shell-address.ts).
  useLayoutEffect(() => {
    const typed = FIELDS.flatMap((field) => {
      const input = form.current?.elements.namedItem(field);
      if (!(input instanceof HTMLInputElement) || input.value === input.defaultValue) return [];
      if (input.value === (params.get(field) ?? "").replace(/[\r\n]/g, "")) return [];
      return [[field, { over: input.defaultValue, text: input.value }] as const];
    });
    if (typed.length > 0) setEdits(Object.fromEntries(typed));
    // Runs once, as the app takes over the prerendered form.
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
        // Each price field keeps showing what was sent, over what the URL keeps of it.
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
      {/* A status, so screen readers hear why typing stopped. */}
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
