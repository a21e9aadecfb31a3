import { type FormEvent, useId, useState } from 'react';
import type { CredentialVerification } from '../../../src/contract/credentialTypes';
import { verifyCredential } from '../../api/credentials';
import { CredentialChecks } from './CredentialChecks';

/** The credential in a file: its JSON, or the JSON baked in an SVG badge. */
function credentialText(text: string): string {
  const baked = /<openbadges:credential[^>]*>([\s\S]*?)<\/openbadges:credential>/.exec(text);
  return baked ? baked[1].replace(/<!\[CDATA\[([\s\S]*?)]]>/g, '$1') : text;
}

/**
 * Anyone's credential, checked: a file (the JSON or a baked badge) or pasted JSON, sent to the
 * verify call, which says exactly what fails.
 */
export function VerifyCredentialForm() {
  const fileId = useId();
  const pasteId = useId();
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CredentialVerification | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    const text = file ? await file.text() : pasted;
    if (text.trim() === '') {
      setError('Choose a credential file or paste the credential’s JSON.');
      return;
    }
    let credential: unknown;
    try {
      credential = JSON.parse(credentialText(text));
    } catch {
      setError('This is not a credential: its text is not JSON.');
      return;
    }
    if (typeof credential !== 'object' || credential === null || Array.isArray(credential)) {
      setError('This is not a credential: a credential is a JSON object.');
      return;
    }
    setBusy(true);
    try {
      setResult(await verifyCredential(credential));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The credential could not be checked.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <div className="field">
        <label htmlFor={fileId}>Credential file (JSON, or a badge image)</label>
        <input
          id={fileId}
          type="file"
          accept=".json,.jsonld,application/json,application/ld+json,.svg,image/svg+xml"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="field">
        <label htmlFor={pasteId}>Or paste the credential’s JSON</label>
        <textarea id={pasteId} rows={6} value={pasted} onChange={(event) => setPasted(event.target.value)} />
      </div>
      <div>
        <button type="submit" className="button" disabled={busy}>
          Verify credential
        </button>
      </div>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? <CredentialChecks result={result} /> : null}
    </form>
  );
}
