import { useId } from "react";

interface CategorySelectProps {
  readonly value: string;
  readonly options: readonly string[];
  readonly autoFocus: boolean;
  readonly onChange: (category: string) => void;
}

export function CategorySelect({ value, options, autoFocus, onChange }: CategorySelectProps) {
  const selectId = useId();
  return (
    // A category from a link can be any length: the control shrinks to the row, never
    // beyond it, and the browser cuts the chosen option's text.
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Category
      </label>
      <select
        id={selectId}
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className="max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <option value="">All categories</option>
        {options.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}
