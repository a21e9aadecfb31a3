import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allResources, fieldLabel } from '../../src/resources';
import { renderConsole } from './support/renderConsole';

// A settings page (`single`) has no list: the menu opens its one record's form.
const listed = allResources.filter((resource) => !resource.single);

describe('the generated list of every resource', () => {
  it.each(listed.map((resource) => [resource.plural, resource] as const))(
    'shows %s with a column per listed field',
    async (_plural, resource) => {
      renderConsole(`/dashboard/admin/${resource.route}`);
      const table = await screen.findByRole('table');
      // react-admin's DatagridConfigurable learns its columns in an effect after its first draw.
      await waitFor(() => {
        const headers = within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent?.trim());
        for (const field of resource.fields.filter(
          (candidate) => candidate.list && candidate.kind !== 'password',
        ))
          expect(headers, field.name).toContain(fieldLabel(field));
      });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    },
  );
});
