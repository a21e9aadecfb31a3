import fs from 'node:fs/promises';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The built student page (dist/index.html) cut where a page's head and body go. */
export interface PageTemplate {
  /** Up to the end of the head's own tags, less the title and description every page writes. */
  head: string;
  /** From `</head>` to the root element's opening tag, inclusive. */
  bodyStart: string;
  /** From the root element's closing tag to the end. */
  bodyEnd: string;
}

export async function readPageTemplate(file: string): Promise<PageTemplate> {
  const html = await fs.readFile(file, 'utf8');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT_ELEMENT);
  if (headEnd < 0 || root < 0) throw new Error(`${file} has no </head> or no ${ROOT_ELEMENT}`);
  const head = html
    .slice(0, headEnd)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return {
    head,
    bodyStart: html.slice(headEnd, root + ROOT_ELEMENT.length - '</div>'.length),
    bodyEnd: html.slice(root + ROOT_ELEMENT.length - '</div>'.length),
  };
}
