import { useState } from 'react';
import { fetchAccommodations, saveAccommodations } from '../../api/accommodations';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useRemote } from '../../lib/useRemote';
import { useSubmit } from '../../lib/useSubmit';
import {
  type Accommodations,
  EXTRA_TIME,
  EXTRA_TIME_LABELS,
  type ExtraTime,
} from '../../../src/contract/accommodations';
import { FormError } from '../auth/FormError';
import { applyReducedMotion } from './reducedMotion';

type Flag = 'exam_pause' | 'reduced_motion' | 'captions_by_default';

/** One of the profile's yes-or-no accommodations, as a labelled checkbox. */
function Switch({
  id,
  name,
  label,
  values,
  setValues,
}: {
  id: string;
  name: Flag;
  label: string;
  values: Accommodations;
  setValues: (change: (v: Accommodations) => Accommodations) => void;
}) {
  return (
    <div className="quiz__option">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.checked }))}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function AccommodationsForm({
  saved,
  onSaved,
}: {
  saved: Accommodations;
  onSaved: (a: Accommodations) => void;
}) {
  const [values, setValues] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const { submit, sending, errors } = useSubmit(
    async () => {
      setError(null);
      setStatus('');
      const answer = await saveAccommodations(values);
      applyReducedMotion(answer.reduced_motion);
      onSaved(answer);
      setStatus('Your accommodations are saved. Every exam you take follows them.');
    },
    { onFailure: (failure) => setError(failure instanceof Error ? failure.message : 'Something went wrong') },
  );
  return (
    <form className="form" onSubmit={submit} aria-labelledby="accommodations-title">
      <FormError message={error} />
      <fieldset className="field">
        <legend>Extra time</legend>
        <p className="field__hint" id="extra-time-hint">
          Added to every timed exam; untimed lifts the time limit.
        </p>
        {EXTRA_TIME.map((choice) => (
          <div key={choice} className="quiz__option">
            <input
              type="radio"
              id={`extra-time-${choice}`}
              name="extra_time"
              value={choice}
              checked={values.extra_time === choice}
              aria-describedby="extra-time-hint"
              onChange={() => setValues((v) => ({ ...v, extra_time: choice as ExtraTime }))}
            />
            <label htmlFor={`extra-time-${choice}`}>{EXTRA_TIME_LABELS[choice]}</label>
          </div>
        ))}
        {errors.extra_time && <p className="field__error">{errors.extra_time.join(' ')}</p>}
      </fieldset>
      <Switch
        id="exam-pause"
        name="exam_pause"
        label="Let me pause a timed exam"
        values={values}
        setValues={setValues}
      />
      <Switch
        id="reduced-motion"
        name="reduced_motion"
        label="Reduced motion"
        values={values}
        setValues={setValues}
      />
      <Switch
        id="captions-by-default"
        name="captions_by_default"
        label="Show captions by default"
        values={values}
        setValues={setValues}
      />
      <p>
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Saving…' : 'Save accommodations'}
        </button>
      </p>
      <p role="status">{status}</p>
    </form>
  );
}

/** Accommodations: extra time on timed exams, pausing them, reduced motion and captions, once for all. */
export function AccommodationsSection() {
  const remote = useRemote('accommodations', (signal) => fetchAccommodations(signal));
  return (
    <section className="card card__body" aria-labelledby="accommodations-title">
      <h2 id="accommodations-title">Accommodations</h2>
      <p>If you need more time or a break in exams, set it here once: every exam follows it.</p>
      {remote.state.status === 'loading' ? (
        <Loading />
      ) : remote.state.status === 'error' ? (
        <ErrorNotice error={remote.state.error} onRetry={remote.reload} />
      ) : (
        <AccommodationsForm saved={remote.state.data} onSaved={(a) => remote.update(() => a)} />
      )}
    </section>
  );
}
