import { useState } from 'react';
import { useLocation } from 'react-router';
import { resendVerification } from '../../api/account';
import { useAccountStatus } from './accountStatus';

/**
 * On every page of a student whose address is not verified yet: what to do, and a way to get
 * the link again. The student uses the site as usual meanwhile.
 */
export default function VerifyEmailNotice({ userId }: { userId: number }) {
  const status = useAccountStatus(userId);
  const { pathname } = useLocation();
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  if (!status || status.email_verified || pathname === '/verify-email') return null;

  const resend = async () => {
    setSending(true);
    try {
      setSaid({ text: await resendVerification(), error: false });
    } catch (failure) {
      setSaid({ text: failure instanceof Error ? failure.message : 'Something went wrong', error: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="container verify-notice" aria-label="Verify your email address">
      <div className="notice notice--info">
        <p>
          Please confirm your email address: open the link we sent to <strong>{status.email}</strong>.
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void resend()}
          disabled={sending}
        >
          {sending ? 'Sending…' : 'Resend verification email'}
        </button>
        <p role="status" className={said?.error ? 'field__error' : undefined}>
          {said?.text}
        </p>
      </div>
    </section>
  );
}
