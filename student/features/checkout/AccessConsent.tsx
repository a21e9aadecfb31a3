import { Link } from '../../../src/routing/Link';
import { ACCESS_CONSENT_TEXT } from '../../../src/contract/cancellation';
import { legalPath } from '../../../src/contract/legalPages';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's messages for `access_consent`. */
  errors?: readonly string[];
}

/**
 * The buyer's express consent to immediate access to digital content, and their acknowledgement
 * that the 14-day right to cancel ends once they start (Consumer Contracts Regulations 2013),
 * asked before the card is; the Terms and the Refund policy beside it.
 */
export function AccessConsent({ checked, onChange, errors = [] }: Props) {
  return (
    <div className="consent">
      <div className="consent__choice">
        <input
          type="checkbox"
          id="access-consent"
          name="access_consent"
          required
          checked={checked}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={
            errors.length > 0 ? 'access-consent-error access-consent-links' : 'access-consent-links'
          }
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor="access-consent">{ACCESS_CONSENT_TEXT}</label>
      </div>
      {errors.length > 0 && (
        <p id="access-consent-error" className="field__error">
          {errors.join(' ')}
        </p>
      )}
      <p id="access-consent-links" className="consent__links">
        Read our <Link to={legalPath('terms')}>Terms</Link> and{' '}
        <Link to={legalPath('refund-policy')}>Refund policy</Link>.
      </p>
    </div>
  );
}
