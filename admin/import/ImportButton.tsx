import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, useDataProvider } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api';
import { type ResourceDef, takesImports } from '../../src/resources';

// The dialog and its CSV reader load when an administrator first asks to import.
const ImportDialog = lazy(() => import('./ImportDialog'));

/**
 * The list's Import button, beside Export: a CSV file is read, tried and then applied. Shown only
 * where the server takes imports (the legacy API has no such call) and the list's records can be
 * changed (src/resources takesImports).
 */
export function ImportButton({ resource }: { resource: ResourceDef }) {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const [open, setOpen] = useState(false);
  const [offered, setOffered] = useState(false);
  const editable = takesImports(resource);
  useEffect(() => {
    if (!editable) return;
    let current = true;
    // react-admin's provider throws at once for a method it lacks (a provider of another API).
    Promise.resolve()
      .then(() => dataProvider.canImport())
      .then(
        (yes) => current && setOffered(yes),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [dataProvider, editable]);
  if (!offered) return null;
  return (
    <>
      <Button label="Import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
