import { useCallback, useState } from 'react';
import { Create } from 'react-admin';
import { useSaveFeedback } from '../feedback/useSaveFeedback';
import { useResourceDef } from '../table/resourceByRoute';
import { ResourceForm } from './ResourceForm';

/**
 * Every resource's create page. Where the table keeps a save on the form (coupons, courses,
 * course tags, FAQs) the form starts afresh, ready for the next one, so a second click on Save
 * cannot create the same record twice.
 */
export default function ResourceCreate() {
  const resource = useResourceDef();
  const [round, setRound] = useState(0);
  const startAfresh = useCallback(() => setRound((value) => value + 1), []);
  const feedback = useSaveFeedback(resource, 'create', startAfresh);
  return (
    <Create mutationOptions={{ onSuccess: feedback.onSuccess, onError: feedback.onError }}>
      <ResourceForm key={round} resource={resource} op="create" feedback={feedback} />
    </Create>
  );
}
