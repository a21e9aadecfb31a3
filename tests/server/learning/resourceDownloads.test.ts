/** A lesson resource downloads under a name made from its title, not the stored file's hash. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

async function uploadPdf(name: string): Promise<string> {
  const data = new FormData();
  data.append('kind', 'file');
  data.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  const response = await admin.postForm('/api/admin/uploads', data);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { url: string } }>().data.url;
}

describe('downloading a lesson resource', () => {
  it('names the file from the resource’s title, in filename and filename*', async () => {
    const url = await uploadPdf('scan_0042.pdf');
    await makeRecord(server.db, 'resources', {}, { title: 'Grounding techniques guide', resource: url });
    const served = await server.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="grounding-techniques-guide.pdf"; filename*=UTF-8''grounding-techniques-guide.pdf`,
    );
  });

  it('makes a title with accents and punctuation a plain file name', async () => {
    const url = await uploadPdf('x.pdf');
    await makeRecord(server.db, 'resources', {}, { title: 'Café & calm: a 5-step plan!', resource: url });
    const served = await server.client().get(url);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="cafe-and-calm-a-5-step-plan.pdf"; filename*=UTF-8''cafe-and-calm-a-5-step-plan.pdf`,
    );
  });

  it('follows the resource when its title is changed in the console', async () => {
    const url = await uploadPdf('draft.pdf');
    const id = await makeRecord(server.db, 'resources', {}, { title: 'Sleep diary', resource: url });
    const saved = await admin.admin('POST', 'resources/update-resource', {
      id,
      title: 'Sleep diary (two weeks)',
      resource: url,
    });
    expect(saved.statusCode).toBeLessThan(300);
    const served = await server.client().get(url);
    expect(served.headers['content-disposition']).toContain('filename="sleep-diary-two-weeks.pdf"');
  });

  it('keeps the uploaded name for a file no resource offers', async () => {
    const url = await uploadPdf('Course notes.pdf');
    const served = await server.client().get(url);
    expect(served.headers['content-disposition']).toContain('filename="Course notes.pdf"');
  });
});
