import { useMemo } from 'react';
import { FilterContext, FilterForm } from 'react-admin';
import { fieldLabel, type ResourceDef } from '../../src/resources';
import FilterInput from './filterInput';

/**
 * The filters the admin has added, in react-admin's own filter form. Loaded only once a
 * filter is shown: the form brings react-hook-form and the selects with it.
 */
export default function ResourceFilterForm({ resource }: { resource: ResourceDef }) {
  const filters = useMemo(
    () =>
      resource.fields
        .filter((field) => field.filterable)
        .map((field) => (
          <FilterInput key={field.name} field={field} source={field.name} label={fieldLabel(field)} />
        )),
    [resource],
  );
  return (
    <FilterContext.Provider value={filters}>
      <FilterForm />
    </FilterContext.Provider>
  );
}
