import { useState } from 'react';

/**
 * Fetches a file with the session cookie and hands it to the browser as a download: a button,
 * so a failure can be said on the page rather than in a blank tab.
 */
export function DownloadButton({
  url,
  filename,
  label,
  describedBy,
  ghost = false,
}: {
  url: string;
  filename: string;
  label: string;
  describedBy?: string;
  ghost?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(url, { credentials: 'include' });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? `The file could not be downloaded (${response.status}).`);
      }
      const objectUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The file could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={ghost ? 'button button--ghost' : 'button'}
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        {label}
      </button>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
