/**
 * The buyer's cancellation rights (Consumer Contracts Regulations 2013): what checkout asks the
 * buyer of digital content to agree to, and how long an order not yet begun may be cancelled.
 */

/** The body field of `POST /api/checkout` that carries the buyer's consent (true). */
export const ACCESS_CONSENT_FIELD = 'access_consent';

/** Days after payment within which a buyer may cancel what they have not started. */
export const CANCELLATION_DAYS = 14;

/** The words the buyer ticks, as checkout shows them. */
export const ACCESS_CONSENT_TEXT =
  'I want immediate access to the digital content in this order, and I understand that once I start it ' +
  '(open a lesson or begin an exam) I lose my 14-day right to cancel.';

/** The answer of a refused checkout without the consent. */
export const ACCESS_CONSENT_NEEDED =
  'Tick the box to agree to immediate access and to losing your right to cancel once you start.';

/** Whether an order may be cancelled by its buyer now, and if not, why; `until` is the last moment. */
export interface Cancellation {
  allowed: boolean;
  reason: string | null;
  until: string | null;
}
