import { certificatePdfUrl } from '../../api/learning';
import { DownloadButton } from './DownloadButton';

/** The certificate's PDF, downloaded with the session cookie. */
export function DownloadCertificateButton({ code, describedBy }: { code: string; describedBy?: string }) {
  return (
    <DownloadButton
      url={certificatePdfUrl(code)}
      filename={`mindwell-certificate-${code}.pdf`}
      label="Download certificate"
      describedBy={describedBy}
    />
  );
}
