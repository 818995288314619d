import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { primaryButton } from "../../components/styles";
import { useMessages } from "../../i18n/i18n-context";
import {
  DEFAULT_SORT,
  MAX_SEARCH_LENGTH,
  NO_FILTERS,
  withFilters,
  withFormFields,
  withSort,
  type Filters,
} from "../address/catalog-params";
import {
  SEARCH_FORM_KEEPS,
  SEARCH_FORM_NAME,
  takePrerenderedForm,
  type TypedBeforeTheApp,
} from "./prerendered-form";
import { PriceRangeFields } from "./price-range-fields";
import { SearchBox } from "./search-box";

const FIELDS = ["q", "min", "max"] as const;
type Field = (typeof FIELDS)[number];

/** Text the visitor typed over a field's applied value `over`. */
interface Edit {
  readonly over: string;
  readonly text: string;
}

interface SearchFormProps {
  /** The id by which the controls' Reset button belongs to this form. */
  readonly id: string;
  /** The filters the page shows. */
  readonly applied: Filters;
}

/**
 * The search form: a real GET form on "/", whose fields carry the URL's names (`q`, `min`,
 * `max`, and the parameters it keeps), so that it works as HTML before the app's code
 * has run. Once it has, the router takes the submit: Search or Enter applies the name
 * and the price range together, through the loading step. Each field shows its applied
 * value until the visitor types over it, and again once that value changes (a search,
 * Back, Forward, Clear search); text typed and not sent comes back with the value it
 * was typed over. Reset empties them all.
 */
export function SearchForm({ id, applied }: SearchFormProps) {
  const limitId = useId();
  const { search } = useMessages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const upcoming = new URLSearchParams((navigation.location ?? location).search).toString();
  // An address the page is on or going to adds nothing: no entry and no loading step for
  // a search that changes nothing, or for a double click on Search.
  const goTo = (next: URLSearchParams) => {
    if (next.toString() !== upcoming) {
      void navigate({ search: next.toString() }, { preventScrollReset: true });
    }
  };
  const appliedValue: Record<Field, string> = {
    q: applied.query,
    min: applied.minPrice,
    max: applied.maxPrice,
  };
  const [edits, setEdits] = useState<Partial<Record<Field, Edit | undefined>>>({});
  // What was typed into the served form before the app took over is kept, and so is the
  // caret: read as this form's first commit replaces that one, since the first render is
  // sliced and the visitor may type until it commits.
  const [caretBefore, setCaretBefore] = useState<TypedBeforeTheApp["focused"]>(null);
  const keepTypedBefore = useEffectEvent(() => {
    const typed = takePrerenderedForm();
    // Usually nothing: then nothing renders again in the commit.
    if (!typed || (typed.values.size === 0 && !typed.focused)) return;
    setEdits(
      Object.fromEntries(
        FIELDS.flatMap((field) => {
          const text = typed.values.get(field);
          return text === undefined ? [] : [[field, { over: appliedValue[field], text }]];
        }),
      ),
    );
    setCaretBefore(typed.focused);
  });
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the served form is read as it is replaced: what the visitor typed during the render is in it only then
    keepTypedBefore();
  }, []);
  const form = useRef<HTMLFormElement>(null);
  // Once the fields show what was typed.
  useLayoutEffect(() => {
    const field = caretBefore ? form.current?.elements.namedItem(caretBefore.name) : null;
    if (!caretBefore || !(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(caretBefore.start, caretBefore.end);
  }, [caretBefore]);
  const valueOf = (field: Field) => {
    const edit = edits[field];
    return edit?.over === appliedValue[field] ? edit.text : appliedValue[field];
  };
  const typeIn = (field: Field) => (text: string) => {
    setEdits((current) => ({ ...current, [field]: { over: appliedValue[field], text } }));
  };
  const query = valueOf("q");
  return (
    // From 640 px a grid: the search box, then the price fields and Search, each reason
    // right under the fields it is about.
    <form
      ref={form}
      id={id}
      name={SEARCH_FORM_NAME}
      method="get"
      action="/"
      role="search"
      className="flex min-w-0 flex-col gap-3 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end sm:gap-x-3 sm:gap-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        // What was typed is sent: from now on each field shows what the URL says.
        setEdits({});
        goTo(withFormFields(params, new FormData(event.currentTarget)));
      }}
      onReset={(event) => {
        event.preventDefault();
        setEdits({});
        goTo(withSort(withFilters(params, NO_FILTERS), DEFAULT_SORT));
      }}
    >
      <SearchBox
        value={query}
        describedBy={limitId}
        onChange={typeIn("q")}
        onClear={() => {
          setEdits((current) => ({ ...current, q: undefined }));
          const next = new URLSearchParams(params);
          next.delete("q");
          goTo(next);
        }}
      />
      <PriceRangeFields
        appliedMin={applied.minPrice}
        appliedMax={applied.maxPrice}
        min={valueOf("min")}
        max={valueOf("max")}
        onMinChange={typeIn("min")}
        onMaxChange={typeIn("max")}
      >
        {/* A border of no colour: as tall as the fields beside it. */}
        <button type="submit" className={`${primaryButton} border border-transparent`}>
          {search.submit}
        </button>
      </PriceRangeFields>
      {SEARCH_FORM_KEEPS.map((name) => {
        const value = params.get(name);
        return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
      {/* Says why typing stops, once it does; a status, so it is heard as well. */}
      <p
        id={limitId}
        role="status"
        className={
          query.length >= MAX_SEARCH_LENGTH
            ? "text-sm text-slate-600 sm:col-start-1 sm:row-start-2 dark:text-slate-300"
            : "sr-only"
        }
      >
        {query.length >= MAX_SEARCH_LENGTH && search.limit(String(MAX_SEARCH_LENGTH))}
      </p>
    </form>
  );
}
