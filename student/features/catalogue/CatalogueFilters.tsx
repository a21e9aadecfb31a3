import { type FormEvent, useEffect, useState } from 'react';
import type { CatalogueFilters as Choices } from '../../../src/contract/catalogueTypes';
import { type CatalogueState, SORTS, type SearchKey } from './catalogueSearch';

interface Props {
  state: CatalogueState;
  choices: Choices | null;
  onChange: (key: SearchKey, value: string | undefined) => void;
}

/** Categories with the ones under a parent indented after it. */
function categoryOptions(categories: Choices['categories']) {
  const options: { id: number; label: string }[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of categories.filter((c) => c.parent_id === parent)) {
      options.push({ id: category.id, label: `${'\u00a0\u00a0'.repeat(depth)}${category.name}` });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  // A category whose parent is gone still shows.
  for (const category of categories)
    if (!options.some((o) => o.id === category.id)) options.push({ id: category.id, label: category.name });
  return options;
}

/** The search box and the filters; each choice changes the URL at once. */
export function CatalogueFilters({ state, choices, onChange }: Props) {
  const [text, setText] = useState(state.q ?? '');
  // Back and forward change the URL under the box: follow it.
  useEffect(() => setText(state.q ?? ''), [state.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('q', text.trim());
  };

  const select = (
    key: SearchKey,
    label: string,
    options: { value: string; label: string }[],
    any: string,
  ) => (
    <div className="field catalogue-filters__field">
      <label htmlFor={`catalogue-${key}`}>{label}</label>
      <select
        id={`catalogue-${key}`}
        value={state[key] ?? ''}
        onChange={(e) => onChange(key, e.target.value)}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="catalogue-filters">
      <form role="search" className="catalogue-filters__search" onSubmit={submit}>
        <label htmlFor="catalogue-q" className="visually-hidden">
          Search courses
        </label>
        <input
          id="catalogue-q"
          type="search"
          value={text}
          maxLength={100}
          placeholder="Search courses"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <div className="catalogue-filters__choices">
        {select(
          'category',
          'Category',
          categoryOptions(choices?.categories ?? []).map((c) => ({ value: String(c.id), label: c.label })),
          'All categories',
        )}
        {select(
          'level',
          'Level',
          (choices?.levels ?? []).map((l) => ({ value: String(l.id), label: l.title })),
          'All levels',
        )}
        {select(
          'tag',
          'Tag',
          (choices?.tags ?? []).map((t) => ({ value: String(t.id), label: t.title })),
          'All tags',
        )}
        {select(
          'price',
          'Price',
          [
            { value: 'free', label: 'Free' },
            { value: 'paid', label: 'Paid' },
          ],
          'Free and paid',
        )}
        <div className="field catalogue-filters__field">
          <label htmlFor="catalogue-sort">Sort by</label>
          <select
            id="catalogue-sort"
            value={state.sort ?? 'newest'}
            onChange={(e) => onChange('sort', e.target.value)}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
