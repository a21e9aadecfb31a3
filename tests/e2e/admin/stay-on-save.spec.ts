import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, nextCall, pickReference, richText } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Faq {
  id: number;
  question: string;
  answer: string;
}

interface Course {
  id: number;
  title: string;
  slug: string;
  price: number;
}

// docs/legacy-api.md §2: creating or updating a coupon, course, course tag or FAQ does not redirect.
// Coupons and course tags are in their own specs.
test.describe('Saves that stay on the form', () => {
  test('a new FAQ leaves an empty form for the next one, and an updated FAQ stays on its page', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const question = `E2E Can I pause a course? ${tag}`;
    const list = adminPath('faqs');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Question' }).fill(question);
    await richText(page, 'Answer').fill('Yes: your progress is kept until you come back.');
    const create = nextCall(page, 'faq/create_faq');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({
      faq_data: expect.objectContaining({ question, status: 'active' }),
    });
    await expect(adminConsole.toast(page)).toHaveText('FAQ successfully created!');
    await expect(page).toHaveURL(`${list}/create`);
    await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue('');
    await expect(richText(page, 'Answer')).toHaveText('');
    const [saved] = await adminApi.list<Faq>('faqs', { q: tag });
    expect(saved.answer).toBe('<p>Yes: your progress is kept until you come back.</p>');

    await page.goto(`${list}/${saved.id}`);
    await expect(richText(page, 'Answer')).toHaveText('Yes: your progress is kept until you come back.');
    await page.getByRole('textbox', { name: 'Question' }).fill(`${question} And restart it?`);
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('FAQ successfully Updated!');
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(`${question} And restart it?`);
    expect(await adminApi.find('faqs', saved.id)).toMatchObject({ question: `${question} And restart it?` });
    await adminApi.remove('faqs', saved.id);
  });

  test('a new course stays on screen as its builder, its slug made from its title, and a course updated with PUT stays on its page', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Coping with Change ${tag}`;
    const slug = `e2e-coping-with-change-${tag}`;
    const list = adminPath('courses');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickReference(page, 'Category', 'Self-Help Skills');
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('24.5');
    // docs/legacy-api.md §7: the JSON-encoded course_data, sent as multipart.
    const create = nextCall(page, 'create_course');
    await adminConsole.save(page).click();
    expect(await (await create).headerValue('content-type')).toMatch(/^multipart\/form-data/);
    await expect(adminConsole.toast(page)).toHaveText('Course successfully created!');
    // No redirect (docs/legacy-api.md §2): the saved course is on screen as its builder.
    await expect(page).toHaveURL(`${list}/create`);
    await expect(page.getByRole('tab', { name: 'Topics' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
    const [saved] = await adminApi.list<Course>('courses', { q: tag });
    expect(saved).toMatchObject({ title, slug, price: 24.5, course_category_id: 3, status: 'draft' });

    await page.goto(`${list}/${saved.id}`);
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('29.5');
    const update = nextCall(page, 'update_course', 'PUT');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({
      course_id: saved.id,
      course_data: expect.objectContaining({ title, slug, price: 29.5 }),
    });
    await expect(adminConsole.toast(page)).toHaveText('Course successfully Updated!');
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await expect(page.getByRole('spinbutton', { name: 'Price', exact: true })).toHaveValue('29.5');
    expect(await adminApi.find('courses', saved.id)).toMatchObject({ price: 29.5 });
    await adminApi.remove('courses', saved.id);
  });
});
