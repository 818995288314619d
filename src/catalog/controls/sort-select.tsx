import { useId } from "react";
import { fieldLabel, selectField } from "../../components/styles";
import { SORT_ORDERS, type SortOrder } from "../catalog-params";

/** What the dropdown says for each order. */
const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  featured: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "name-asc": "Name: A–Z",
};

interface SortSelectProps {
  readonly value: SortOrder;
  readonly onChange: (order: SortOrder) => void;
}

/**
 * The "Sort by" dropdown. A sort is no filter: it reorders the shown products at once,
 * with no loading step, so every change applies as it happens, arrow keys included.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const selectId = useId();
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={selectId} className={`${fieldLabel} whitespace-nowrap`}>
        Sort by
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          const order = SORT_ORDERS.find((candidate) => candidate === event.target.value);
          if (order) onChange(order);
        }}
        className={selectField}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
