import { badgeUrl, credentialUrl, linkedInUrl } from '../../api/credentials';
import { DownloadButton } from './DownloadButton';

/**
 * What a student takes with them besides the PDF: the signed Open Badges credential, the badge
 * image with the credential baked in, and the certificate added to their LinkedIn profile.
 */
export function CredentialActions({ code, describedBy }: { code: string; describedBy?: string }) {
  return (
    <>
      <DownloadButton
        url={credentialUrl(code)}
        filename={`mindwell-credential-${code}.json`}
        label="Download credential"
        describedBy={describedBy}
        ghost
      />
      <DownloadButton
        url={badgeUrl(code)}
        filename={`mindwell-badge-${code}.svg`}
        label="Download badge"
        describedBy={describedBy}
        ghost
      />
      <a
        className="button button--ghost"
        href={linkedInUrl(code)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
      >
        Add to LinkedIn
      </a>
    </>
  );
}
