import { useCallback, useMemo, useState } from 'react';
import { Create, type RaRecord } from 'react-admin';
import type { SaveFeedback } from '../feedback/useSaveFeedback';
import { useSaveFeedback } from '../feedback/useSaveFeedback';
import { CreatedNotice } from '../saves/CreatedNotice';
import { useResourceDef } from '../table/resourceByRoute';
import { ResourceForm } from '../views/ResourceForm';
import { CourseBuilder } from './CourseEditPage';

/**
 * A new course. Creating one does not leave the page (docs/legacy-api.md §2), but after **Save**
 * the page shows the saved course as its builder (Details, Topics, Lessons, Exam), since adding
 * its topics is the next step; **Save and add another** gives a blank form, the course just
 * made named above it.
 */
export default function CourseCreatePage() {
  const resource = useResourceDef();
  const [round, setRound] = useState(0);
  const [created, setCreated] = useState<RaRecord | null>(null);
  const [building, setBuilding] = useState<RaRecord | null>(null);
  const base = useSaveFeedback(resource, 'create');
  const startAfresh = useCallback((record?: RaRecord) => {
    setCreated(record ?? null);
    setRound((value) => value + 1);
  }, []);
  const feedback: SaveFeedback = useMemo(
    () => ({
      onSuccess: (record?: RaRecord) => {
        base.onSuccess(record);
        if (record) setBuilding(record);
        else startAfresh();
      },
      onSuccessStay: (record?: RaRecord) => {
        base.onSuccessStay(record);
        startAfresh(record);
      },
      onError: base.onError,
    }),
    [base, startAfresh],
  );
  if (building) return <CourseBuilder courseId={Number(building.id)} routed={false} />;
  return (
    <Create mutationOptions={{ onSuccess: feedback.onSuccess, onError: feedback.onError }}>
      <>
        {created ? <CreatedNotice resource={resource} record={created} /> : null}
        <ResourceForm key={round} resource={resource} op="create" feedback={feedback} />
      </>
    </Create>
  );
}
