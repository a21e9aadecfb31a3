import type * as made from './structuredData';

/**
 * What the browser's build has in place of structuredData.ts (vite.config.ts's
 * serverOnlyStructuredData): a page's structured data is written into its head by the server
 * renderer alone (usePageHead reports it there), so the browser never makes it and need not
 * download how. Each stands in with an empty description.
 */
const none = () => ({});

export const organization = none as unknown as typeof made.organization;
export const breadcrumbList = none as unknown as typeof made.breadcrumbList;
export const webSite = none as unknown as typeof made.webSite;
export const courseData = none as unknown as typeof made.courseData;
export const blogPostingData = none as unknown as typeof made.blogPostingData;
export const personData = none as unknown as typeof made.personData;
