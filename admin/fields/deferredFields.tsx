import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReferenceArrayField, RichTextField } from 'react-admin';

// Fields no list column needs today: their code (DOMPurify, chips) waits until a page shows one.
const RichText = lazy(() => import('./richTextField'));
const ReferenceArray = lazy(() => import('./referenceArrayField'));

export function DeferredRichTextField(props: ComponentProps<typeof RichTextField>) {
  return (
    <Suspense fallback={null}>
      <RichText {...props} />
    </Suspense>
  );
}

export function DeferredReferenceArrayField(props: ComponentProps<typeof ReferenceArrayField>) {
  return (
    <Suspense fallback={null}>
      <ReferenceArray {...props} />
    </Suspense>
  );
}
