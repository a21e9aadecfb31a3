/** The console's preview of rich text, and the alt text every saved image needs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextPreviewEndpoint } from '../../../src/contract/richTextMarkup';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

const preview = (client: TestClient, html: unknown) => client.post(richTextPreviewEndpoint.path, { html });

describe('previewing rich text', () => {
  it('answers the text cleaned as a save cleans it', async () => {
    const answer = await preview(
      admin,
      '<h2>Breathe</h2><div class="callout" role="note"><p class="callout-label">Tip</p><div class="callout-body"><p>Slowly</p></div></div>' +
        '<div data-lesson-media=""></div><p onclick="x()">Hi<script>alert(1)</script></p>',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        html:
          '<h2>Breathe</h2><div class="callout" role="note"><p class="callout-label">Tip</p><div class="callout-body"><p>Slowly</p></div></div>' +
          '<div data-lesson-media=""></div><p>Hi</p>',
      },
    });
  });

  it('refuses an image without alt text, naming the field', async () => {
    const answer = await preview(admin, '<p><img src="/uploads/x.png"></p>');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      errors: { html: ['Each image in the text needs a text alternative (alt) saying what it shows.'] },
    });
  });

  it('is for administrators only', async () => {
    const student = await server.signInAsStudent();
    expect((await preview(student, '<p>x</p>')).statusCode).toBe(403);
  });
});

describe('saving rich text with images', () => {
  it('refuses rich text whose image has no alt text, and saves it once it has one', async () => {
    const body = (content: string) => ({ faq_data: { question: 'Why breathe slowly?', answer: content } });
    const refused = await admin.admin(
      'POST',
      'faq/create_faq',
      body('<p><img src="/uploads/a.png" alt=""></p>'),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { answer: ['Each image in the answer needs a text alternative (alt) saying what it shows.'] },
    });
    const saved = await admin.admin(
      'POST',
      'faq/create_faq',
      body('<p><img src="/uploads/a.png" alt="A slow breath drawn as a wave"></p>'),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json<{ data: { answer: string } }>().data.answer).toBe(
      '<p><img src="/uploads/a.png" alt="A slow breath drawn as a wave"></p>',
    );
  });
});
