import { useId } from "react";
import { fieldLabel, selectField } from "../../components/styles";
import { useMessages } from "../../i18n/i18n-context";
import { SORT_ORDERS, type SortOrder } from "../address/catalog-params";

interface SortSelectProps {
  readonly value: SortOrder;
  /**
   * Whether it is named `sort`: the one in its row, not the phone's in the search form (a
   * named field would be sent). Both are marked `data-sort` for the served page's script
   * (src/shell-address.ts), which shows the address's order in each.
   */
  readonly named: boolean;
  /** Until the products are there. */
  readonly disabled: boolean;
  readonly onChange: (order: SortOrder) => void;
}

/**
 * The "Sort by" dropdown. A sort is no filter: it reorders the shown products at once,
 * with no loading step, so every change applies as it happens, arrow keys included.
 */
export function SortSelect({ value, named, disabled, onChange }: SortSelectProps) {
  const selectId = useId();
  const { sort } = useMessages();
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={selectId} className={`${fieldLabel} whitespace-nowrap`}>
        {sort.label}
      </label>
      <select
        id={selectId}
        name={named ? "sort" : undefined}
        data-sort=""
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
