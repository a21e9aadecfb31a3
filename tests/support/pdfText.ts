import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader gets out of a PDF (Mozilla's pdf.js, as a browser's viewer reads it), with
 * white space folded: what search and screen readers find only when its fonts map to Unicode.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await document.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}
