import { useEffect, useRef, useState } from 'react';

interface CountdownProps {
  /** When the attempt ends, by the server's clock. */
  deadline: string;
  /** The server's clock when the attempt was loaded: the device's own clock may be wrong. */
  serverNow: string;
  onExpire: () => void;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * Time left in the attempt, ticking each second. Screen readers are told at five minutes and at
 * one minute left, not every second; the server refuses answers after the deadline regardless.
 */
export function Countdown({ deadline, serverNow, onExpire }: CountdownProps) {
  const skew = useRef(Date.parse(serverNow) - Date.now());
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => end - (Date.now() + skew.current));
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    const tick = () => {
      const remaining = end - (Date.now() + skew.current);
      setLeft(remaining);
      if (remaining <= 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end]);

  const minutes = Math.ceil(left / 60_000);
  const warning = left <= 60_000 ? 'One minute left.' : minutes <= 5 ? 'Five minutes left.' : '';
  return (
    <div className={`exam__timer${left <= 5 * 60_000 ? ' exam__timer--low' : ''}`}>
      <span id="exam-time-label">Time left</span>{' '}
      <span role="timer" aria-labelledby="exam-time-label">
        {clock(left)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {left > 0 ? warning : 'Time is up.'}
      </span>
    </div>
  );
}
