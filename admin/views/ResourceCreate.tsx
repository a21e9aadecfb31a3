import { useCallback, useState } from 'react';
import { Create, type RaRecord } from 'react-admin';
import { CreatedNotice } from '../saves/CreatedNotice';
import { useSaveFeedback } from '../feedback/useSaveFeedback';
import { useResourceDef } from '../table/resourceByRoute';
import { ResourceForm } from './ResourceForm';

/**
 * Every resource's create page. Where the table keeps a save on the form (coupons, courses,
 * course tags, FAQs), and after "Save and add another" anywhere, the form starts afresh, ready
 * for the next one, so a second click on Save cannot create the same record twice; the record
 * just made is named above it, with a link.
 */
export default function ResourceCreate() {
  const resource = useResourceDef();
  const [round, setRound] = useState(0);
  const [created, setCreated] = useState<RaRecord | null>(null);
  const startAfresh = useCallback((record?: RaRecord) => {
    setCreated(record ?? null);
    setRound((value) => value + 1);
  }, []);
  const feedback = useSaveFeedback(resource, 'create', startAfresh);
  return (
    <Create mutationOptions={{ onSuccess: feedback.onSuccess, onError: feedback.onError }}>
      <>
        {created ? <CreatedNotice resource={resource} record={created} /> : null}
        <ResourceForm key={round} resource={resource} op="create" feedback={feedback} />
      </>
    </Create>
  );
}
