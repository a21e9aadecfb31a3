/** Text safe inside SVG markup. */
const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The credential inside CDATA: a `]]>` in it is split across two sections. */
const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Up to three lines of about `width` characters, broken between words. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > 3
    ? [
        ...out.slice(0, 2),
        `${out
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : out;
}

/**
 * The badge as an SVG image with the signed credential baked in, as Open Badges 3.0 bakes an
 * SVG: an `openbadges:credential` element holding the credential's JSON.
 */
export function bakedBadgeSvg(
  credential: Record<string, unknown>,
  badge: { title: string; issuer: string; hours?: number },
): string {
  const titleLines = lines(badge.title, 22);
  const firstY = 250 - (titleLines.length - 1) * 17;
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="256" y="${firstY + i * 34}" font-size="28" font-weight="700" text-anchor="middle" fill="#1f3344">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = `${badge.title}: a certificate from ${badge.issuer}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0" viewBox="0 0 512 512" width="512" height="512" role="img" aria-labelledby="badge-title">',
    `<title id="badge-title">${escapeXml(label)}</title>`,
    `<openbadges:credential>${cdata(JSON.stringify(credential))}</openbadges:credential>`,
    '<circle cx="256" cy="256" r="240" fill="#e8f3f3" stroke="#2e6b73" stroke-width="16"/>',
    '<circle cx="256" cy="256" r="206" fill="none" stroke="#2e6b73" stroke-width="3"/>',
    `<text x="256" y="140" font-size="24" text-anchor="middle" fill="#2e6b73" font-weight="700">${escapeXml(badge.issuer)}</text>`,
    text,
    badge.hours === undefined
      ? ''
      : `<text x="256" y="370" font-size="24" text-anchor="middle" fill="#2e6b73">${escapeXml(`${badge.hours} CPD hours`)}</text>`,
    '</svg>',
  ].join('\n');
}

/** The credential baked in an SVG badge, as a verifier reads it back; undefined when none is. */
export function unbakeSvg(svg: string): unknown {
  const match = /<openbadges:credential[^>]*>([\s\S]*?)<\/openbadges:credential>/.exec(svg);
  if (!match) return undefined;
  const json = match[1].replace(/<!\[CDATA\[([\s\S]*?)]]>/g, '$1').trim();
  return JSON.parse(json);
}
