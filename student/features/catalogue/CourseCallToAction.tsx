import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { useNavigate, useSearchParams } from 'react-router';
import type { FromState } from '../../app/RequireUser';
import { ApiError } from '../../api/client';
import { enrolFree } from '../../api/shop';
import { useSession } from '../../session/useSession';
import { useToast } from '../../toast/useToast';
import { AddToBasketButton } from './AddToBasketButton';

interface Props {
  course: { id: number; slug: string; title: string; price: number; sale_price: number | null };
  enrolled: boolean;
  onEnrolled: () => void;
}

const isFree = ({ price, sale_price }: Props['course']) =>
  (sale_price !== null && sale_price < price ? sale_price : price) === 0;

/**
 * The course page's one call to action: **Go to course** for an enrolled student, **Enrol for
 * free** for a free course, **Add to basket** otherwise. A visitor who enrols is sent to sign
 * in and comes back to `/courses/<slug>?enrol=1`, which enrols them once signed in and drops
 * the parameter.
 */
export function CourseCallToAction({ course, enrolled, onEnrolled }: Props) {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const free = isFree(course);
  const returning = params.get('enrol') === '1';
  const started = useRef(false);

  const signInFirst = () => {
    const state: FromState = { from: `/courses/${course.slug}?enrol=1` };
    navigate('/login', { state });
  };

  const enrol = async () => {
    if (!user) return signInFirst();
    setBusy(true);
    try {
      await enrolFree(course.id);
      toast.success(`You are enrolled in ${course.title}.`);
      onEnrolled();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) signInFirst();
      else toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in to enrol: do it once, then take the parameter off the address.
  useEffect(() => {
    if (!returning || status !== 'ready' || started.current) return;
    started.current = true;
    const next = new URLSearchParams(params);
    next.delete('enrol');
    setParams(next, { replace: true });
    if (user && free && !enrolled) void enrol();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the session is known
  }, [returning, status]);

  if (enrolled)
    return (
      <>
        <p>You are enrolled on this course.</p>
        <Link to={`/learn/${course.slug}`} className="button">
          Go to course
        </Link>
      </>
    );
  if (free)
    return (
      <button type="button" className="button" disabled={busy} onClick={() => void enrol()}>
        Enrol for free
      </button>
    );
  return <AddToBasketButton kind="course" id={course.id} />;
}
