import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { getResource } from '../../src/resources';
import { adminCalls, captureHttp, type Responder } from './capture';
import { sampleRecord } from './samples';
import { COURSE } from './specBodies';

const png = (name = 'photo.png') => ({
  rawFile: new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }),
  src: 'blob:http://localhost/1',
  title: name,
});

const uploads: Responder = ({ url }) =>
  url === '/api/admin/uploads'
    ? { data: { data: { url: '/uploads/abc.png' } } }
    : { data: { data: { id: 3 } } };

function setup(respond: Responder = uploads) {
  const { http, requests } = captureHttp(respond);
  return { provider: createDataProvider({ http }), calls: () => adminCalls(requests) };
}

describe('a new file in a form', () => {
  it('is uploaded first and its URL sent in the JSON body', async () => {
    const { provider, calls } = setup();
    await provider.create('awarding-bodies', {
      data: { title: 'CPD', logo: png('logo.png'), website_link: 'https://cpd.example' },
    });
    const [upload, create] = calls();
    expect(upload.url).toBe('/api/admin/uploads');
    expect(upload.body).toEqual({ kind: 'image', file: { file: 'logo.png', type: 'image/png', size: 4 } });
    expect(create.body).toEqual({
      title: 'CPD',
      logo: '/uploads/abc.png',
      website_link: 'https://cpd.example',
    });
  });

  it('is uploaded as a file, not an image, for a file field', async () => {
    const { provider, calls } = setup();
    await provider.update('resources', {
      id: 4,
      data: { title: 'Guide', description: 'd', resource: png('guide.pdf') },
      previousData: { id: 4 },
    });
    expect((calls()[0].body as { kind: string }).kind).toBe('file');
    expect(calls()[1].body).toEqual({
      id: 4,
      title: 'Guide',
      description: 'd',
      resource: '/uploads/abc.png',
    });
  });

  it('that was uploaded before is sent as its URL', async () => {
    const { provider, calls } = setup();
    await provider.update('social-profiles', {
      id: 2,
      data: { title: 'X', icon: { src: '/uploads/old.png', title: 'old' }, link: 'https://x.example' },
      previousData: { id: 2 },
    });
    expect(calls()).toHaveLength(1);
    expect(calls()[0].body).toEqual({
      id: 2,
      title: 'X',
      icon: '/uploads/old.png',
      link: 'https://x.example',
    });
  });

  it('makes a blog create the multipart create_blog_post, each field a part and the image a file part', async () => {
    const { provider, calls } = setup();
    await provider.create('blogs', {
      data: { ...sampleRecord(getResource('blogs')), category_ids: [1, 2], featured_img: png('hero.png') },
    });
    const [call] = calls();
    expect(`${call.method} ${call.url}`).toBe('POST /api/admin/create_blog_post');
    expect(call.multipart).toBe(true);
    expect(call.body).toEqual({
      title: 'title 1',
      user_id: '7',
      post_status: 'draft',
      category_ids: '[1,2]',
      content: '<p>The <strong>content</strong> of sample 1.</p>',
      featured_post: '1',
      featured_img: { file: 'hero.png', type: 'image/png', size: 4 },
    });
  });

  it('leaves a blog create without a new image on the JSON create_blog', async () => {
    const { provider, calls } = setup();
    await provider.create('blogs', { data: sampleRecord(getResource('blogs')) });
    expect(calls()[0].url).toBe('/api/admin/create_blog');
    expect(calls()[0].multipart).toBe(false);
  });

  it('goes with a course create as the thumbnail part beside the JSON course_data', async () => {
    const { provider, calls } = setup();
    const course = sampleRecord(getResource('courses'));
    await provider.create('courses', { data: { ...course, thumbnail: png('cover.png') } });
    const [call] = calls();
    expect(call.url).toBe('/api/admin/create_course');
    const { thumbnail: _thumbnail, ...rest } = Object.fromEntries(COURSE.map((key) => [key, course[key]]));
    expect(call.body).toEqual({
      course_data: JSON.stringify(rest),
      thumbnail: { file: 'cover.png', type: 'image/png', size: 4 },
    });
  });

  it('is uploaded before a course update, which stays a JSON PUT', async () => {
    const { provider, calls } = setup();
    const course = sampleRecord(getResource('courses'));
    await provider.update('courses', {
      id: 5,
      data: { ...course, thumbnail: png() },
      previousData: { id: 5 },
    });
    const [upload, put] = calls();
    expect(upload.url).toBe('/api/admin/uploads');
    expect(put.method).toBe('PUT');
    expect(put.body).toMatchObject({ course_id: 5, course_data: { thumbnail: '/uploads/abc.png' } });
  });

  it('that fails to upload stops the save with the upload error', async () => {
    const { provider, calls } = setup(({ url }) =>
      url === '/api/admin/uploads'
        ? { status: 413, data: { message: 'The file is too large' } }
        : { data: {} },
    );
    await expect(
      provider.create('products', { data: { title: 'Mug', regular_price: 9, featured_photo: png() } }),
    ).rejects.toMatchObject({ status: 413, message: 'The file is too large' });
    expect(calls()).toHaveLength(1);
  });
});

describe('the values of a write', () => {
  it('travel in the wire format: flags as 0/1, money and ids as numbers, an empty reference as null', async () => {
    const { provider, calls } = setup();
    await provider.create('lessons', {
      data: {
        title: 'Grounding',
        course_id: '3',
        topic_id: '',
        content: '<p>c</p>',
        video_url: 'https://v.example/1',
        duration_minutes: '12',
        sort_order: 0,
        is_preview: true,
      },
    });
    expect(calls()[0].body).toEqual({
      lesson_data: {
        title: 'Grounding',
        course_id: 3,
        topic_id: null,
        content: '<p>c</p>',
        video_url: 'https://v.example/1',
        duration_minutes: 12,
        sort_order: 0,
        is_preview: 1,
      },
    });
  });

  it('send money as pounds, unchanged', async () => {
    const { provider, calls } = setup();
    await provider.create('transcript', { data: { type: 'Diploma', price: '120.50' } });
    expect(calls()[0].body).toEqual({ type: 'Diploma', price: 120.5 });
  });

  it('leave out passwords left empty on an update', async () => {
    const { provider, calls } = setup();
    await provider.update('instructors', {
      id: 6,
      data: { name: 'Ann', email: 'ann@example.com', password: '', password_confirmation: null, phone: '1' },
      previousData: { id: 6 },
    });
    expect(calls()[0].body).toEqual({
      instructor_data: { id: 6, name: 'Ann', email: 'ann@example.com', phone: '1' },
    });
  });

  it('keep a bundle update free of the console-only no-redirect flag', async () => {
    const { provider, calls } = setup();
    const bundle = sampleRecord(getResource('bundles'));
    await provider.update('bundles', {
      id: 1,
      data: { ...bundle, noRedirect: true },
      previousData: { id: 1 },
    });
    expect(calls()[0].body).not.toHaveProperty('noRedirect');
    expect((calls()[0].body as { bundle_data: object }).bundle_data).not.toHaveProperty('noRedirect');
  });

  it('send exam questions with their options as the table declares them', async () => {
    const { provider, calls } = setup();
    const questions = [
      {
        question: 'Q?',
        options: [1, 2, 3, 4].map((id) => ({ id: String(id), text: `o${id}` })),
        right_answer: '2',
        level: 'beginner',
      },
    ];
    await provider.create('exam', { data: { title: 'E', course_id: 1, questions } });
    expect((calls()[0].body as { exam_data: { questions: unknown } }).exam_data.questions).toEqual([
      {
        question: 'Q?',
        options: [1, 2, 3, 4].map((id) => ({ id, text: `o${id}` })),
        right_answer: 2,
        level: 'beginner',
      },
    ]);
  });
});

describe('the answer of a write', () => {
  it('is the record in data', async () => {
    const { provider } = setup(() => ({ data: { data: { id: 9, title: 'T' } } }));
    await expect(provider.create('tips', { data: { title: 'T', description: 'D' } })).resolves.toEqual({
      data: { id: 9, title: 'T' },
    });
  });

  it('is the first element when data is an array (social profiles: data[0])', async () => {
    const { provider } = setup(() => ({ data: { data: [{ id: 4, title: 'X' }] } }));
    await expect(
      provider.create('social-profiles', { data: { title: 'X', link: 'https://x' } }),
    ).resolves.toEqual({
      data: { id: 4, title: 'X' },
    });
    await expect(provider.delete('social-profiles', { id: 4 })).resolves.toEqual({
      data: { id: 4, title: 'X' },
    });
  });

  it('of a create without a record is an HttpError, since react-admin needs the new id', async () => {
    const { provider } = setup(() => ({ data: { message: 'ok' } }));
    await expect(provider.create('tips', { data: { title: 'T', description: 'D' } })).rejects.toMatchObject({
      name: 'HttpError',
    });
  });

  it('of an update or delete without a record falls back to what was sent and what was there', async () => {
    const { provider } = setup(() => ({ data: {} }));
    await expect(
      provider.update('tips', {
        id: '3',
        data: { title: 'New' },
        previousData: { id: 3, title: 'Old', featured: 1 },
      }),
    ).resolves.toEqual({ data: { id: 3, title: 'New', featured: 1 } });
    await expect(provider.delete('tips', { id: 3, previousData: { id: 3, title: 'Old' } })).resolves.toEqual({
      data: { id: 3, title: 'Old' },
    });
  });

  it('of a failed write is the HttpError that react-admin puts on the form', async () => {
    const { provider } = setup(() => ({
      status: 422,
      data: { message: 'The title is required.', errors: { title: ['The title is required.'] } },
    }));
    await expect(provider.create('tips', { data: { description: 'D' } })).rejects.toMatchObject({
      status: 422,
      body: { errors: { title: 'The title is required.' } },
    });
  });
});

describe('the bulk writes', () => {
  it('delete one id per call, all at once', async () => {
    let inFlight = 0;
    let most = 0;
    const { provider, calls } = setup(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { data: { data: { id: 1 } } };
    });
    await expect(provider.deleteMany('faqs', { ids: [1, 2, 3] })).resolves.toEqual({ data: [1, 2, 3] });
    expect(calls().map((c) => c.body)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(most).toBe(3);
  });

  it('update each record whole: read, merged with the change, sent in its own call', async () => {
    const { provider, calls } = setup(({ url, body }) =>
      url === '/api/admin/faq/get_faq'
        ? {
            data: {
              data: [
                { id: 1, question: 'A?', answer: 'a', sort_order: 1, status: 'active' },
                { id: 2, question: 'B?', answer: 'b', sort_order: 2, status: 'active' },
              ],
              total: 2,
            },
          }
        : { data: { data: { id: (body as { faq_data: { id: number } }).faq_data.id } } },
    );
    await expect(provider.updateMany('faqs', { ids: [1, 2], data: { status: 'inactive' } })).resolves.toEqual(
      {
        data: [1, 2],
      },
    );
    expect(
      calls()
        .slice(1)
        .map((c) => c.body),
    ).toEqual([
      { faq_data: { id: 1, question: 'A?', answer: 'a', sort_order: 1, status: 'inactive' } },
      { faq_data: { id: 2, question: 'B?', answer: 'b', sort_order: 2, status: 'inactive' } },
    ]);
  });

  it('answer the updated ids in the order asked, without those no longer there', async () => {
    const { provider } = setup(({ url }) =>
      url === '/api/admin/transcripts/transcripts'
        ? {
            data: {
              data: [
                { id: 1, type: 'A', price: 1 },
                { id: 2, type: 'B', price: 2 },
              ],
              total: 2,
            },
          }
        : { data: {} },
    );
    await expect(
      provider.updateMany('transcript', { ids: ['2', 1, 9], data: { price: 5 } }),
    ).resolves.toEqual({
      data: [2, 1],
    });
  });

  it('refuse to create or update orders, which the console only reads', async () => {
    const { provider, calls } = setup();
    await expect(provider.create('orders', { data: {} })).rejects.toMatchObject({ status: 405 });
    await expect(
      provider.update('orders', { id: 1, data: {}, previousData: { id: 1 } }),
    ).rejects.toMatchObject({
      status: 405,
    });
    expect(calls()).toHaveLength(0);
  });
});

describe('an action', () => {
  it('answers the changed record', async () => {
    const { provider } = setup(() => ({ data: { data: { id: 5, approve_status: 'approved' } } }));
    await expect(
      provider.runAction('blogs/blog-comments', { action: 'approveComment', id: 5, value: 'approved' }),
    ).resolves.toEqual({ data: { id: 5, approve_status: 'approved' } });
  });

  it('answers the record with the new value when the server answers none', async () => {
    const { provider } = setup(() => ({ data: {} }));
    await expect(
      provider.runAction('users', {
        action: 'changeRole',
        id: 5,
        value: 2,
        record: { id: 5, name: 'Ann', role_id: 1 },
      }),
    ).resolves.toEqual({ data: { id: 5, name: 'Ann', role_id: 2 } });
  });

  it('that the entry does not declare is a 404 HttpError', async () => {
    const { provider } = setup();
    await expect(provider.runAction('tips', { action: 'explode', id: 1 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
