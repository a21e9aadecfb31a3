/** What LinkedIn's add-to-profile page is filled in with for a certification. */
export interface LinkedInCertification {
  name: string;
  organizationName: string;
  /** ISO date the certificate was issued. */
  issuedAt: string;
  certId: string;
  certUrl: string;
}

/** LinkedIn's "Add licence or certification" address, with every field filled in. */
export function linkedInAddUrl(certification: LinkedInCertification): string {
  const issued = new Date(certification.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certification.name,
    organizationName: certification.organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certification.certUrl,
    certId: certification.certId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
