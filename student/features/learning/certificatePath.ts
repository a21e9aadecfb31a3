/** The public page of a certificate, where anyone can check it (`/certificates/:code`). */
export const certificatePath = (code: string): string => `/certificates/${encodeURIComponent(code)}`;
