import { useState } from 'react';
import { certificatePdfUrl } from '../../api/learning';

/**
 * Fetches the certificate's PDF with the session cookie and hands it to the browser as a file:
 * a button, so a failure can be said on the page rather than in a blank tab.
 */
export function DownloadCertificateButton({ code, describedBy }: { code: string; describedBy?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(certificatePdfUrl(code), { credentials: 'include' });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? `The certificate could not be downloaded (${response.status}).`);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `mindwell-certificate-${code}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The certificate could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        Download certificate
      </button>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
