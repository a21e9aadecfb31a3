import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHandoutUrl, renderPdf } from '../../../server/seed/demoFiles';
import { type TestServer, startTestServer } from '../helpers/testServer';

describe('the demo handouts', () => {
  it('are real PDF documents', async () => {
    const pdf = renderPdf('A (title)', ['One line', 'Another \\ line']);
    expect(await fileTypeFromBuffer(pdf)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(pdf.toString('latin1')).toContain('(A \\(title\\)) Tj');
  });

  describe('on a server started with the demo data', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ seedDemo: true });
    });
    afterAll(async () => server.close());

    it('are downloadable from the links of the demo resources', async () => {
      const admin = await server.signInAsAdmin();
      const list = await admin.admin('POST', 'resources', { page: 1 });
      const urls = (list.json() as { data: { resource: string }[] }).data.map((r) => r.resource);
      expect(urls).toContain(demoHandoutUrl('grounding-techniques'));
      for (const url of urls) {
        const file = await admin.request('GET', url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-disposition']).toMatch(/^attachment/);
      }
    });
  });
});
