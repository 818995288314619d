import { useId } from "react";
import { fieldLabel, selectField } from "../../components/styles";
import { useMessages } from "../../i18n/i18n-context";
import { SORT_ORDERS, type SortOrder } from "../address/catalog-params";

interface SortSelectProps {
  readonly value: SortOrder;
  /** Until the products are there. */
  readonly disabled: boolean;
  readonly onChange: (order: SortOrder) => void;
}

/**
 * The "Sort by" dropdown. A sort is no filter: it reorders the shown products at once,
 * with no loading step, so every change applies as it happens, arrow keys included.
 */
export function SortSelect({ value, disabled, onChange }: SortSelectProps) {
  const selectId = useId();
  const { sort } = useMessages();
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={selectId} className={`${fieldLabel} whitespace-nowrap`}>
        {sort.label}
      </label>
      {/* Named for the served page's script (src/shell-address.js); it belongs to no form. */}
      <select
        id={selectId}
        name="sort"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const order = SORT_ORDERS.find((candidate) => candidate === event.target.value);
          if (order) onChange(order);
        }}
        className={selectField}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {sort[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
