import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../src/resources';
import { expectControlOf } from './support/fieldControls';
import { renderConsole } from './support/renderConsole';

// A settings page (`single`) has no create form: its one record's form is opened from the menu
// (tests/e2e/admin/vat-settings.spec.ts).
const editable = allResources.filter((resource) => !resource.readOnly && resource.endpoints.create);

describe('the generated create form of every editable resource', () => {
  it.each(editable.map((resource) => [resource.singular, resource] as const))(
    'edits each %s field with the input of its kind',
    async (_singular, resource) => {
      renderConsole(`/dashboard/admin/${resource.route}/create`);
      expect(await screen.findByText(`Create ${resource.singular}`)).toBeInTheDocument();
      const fields = resource.fields.filter((field) => !field.readOnly);
      await waitFor(() => fields.forEach(expectControlOf));
    },
  );
});
