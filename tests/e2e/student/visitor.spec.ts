import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

interface Titled {
  id: number;
  title: string;
}

interface HomeAnswer {
  featured_courses: Titled[];
  latest_posts: Titled[];
  featured_tip: (Titled & { description: string }) | null;
}

test.describe('A visitor on the public pages', () => {
  test('the home page shows the featured courses, the latest posts and the featured tip', async ({
    page,
  }) => {
    // Other specs share the server and may change its lists: check the page against the same call
    // (the server renders the page from it, so the page itself makes none).
    const home = (await (await page.request.get('/api/home')).json()) as HomeAnswer;
    await page.goto('/');
    expect(home.featured_courses.length).toBeGreaterThan(0);
    expect(home.latest_posts.length).toBeGreaterThan(0);
    await expect(site.heading(page)).toHaveText('Learn to look after your mind, and the minds around you');
    const featured = page.getByRole('region', { name: 'Featured courses' });
    for (const course of home.featured_courses)
      await expect(featured.getByRole('heading', { name: course.title, exact: true })).toBeVisible();
    await expect(featured.getByText('Foundations of Mental Health Awareness')).toBeVisible();

    const posts = page.getByRole('region', { name: 'Latest from the blog' });
    for (const post of home.latest_posts)
      await expect(posts.getByRole('link', { name: post.title, exact: true })).toBeVisible();
    await expect(posts.getByRole('link', { name: 'All blog posts' })).toHaveAttribute('href', '/blog');

    const tip = page.getByRole('complementary', { name: 'Tip of the day' });
    if (home.featured_tip) {
      await expect(tip.getByText(home.featured_tip.title, { exact: true })).toBeVisible();
      await expect(tip.getByText(home.featured_tip.description)).toBeVisible();
    } else {
      await expect(tip).toHaveCount(0);
    }
  });

  test('the about page explains how courses and certificates work', async ({ page }) => {
    await page.goto('/about');
    await expect(site.heading(page)).toHaveText('About MindWell Academy');
    await expect(page.getByRole('heading', { name: 'How courses work' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How certificates work' })).toBeVisible();
    await expect(page).toHaveTitle('About us | MindWell Academy');
  });

  test('the blog lists the published posts, newest first, and each opens on its own page', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/blogs?page=1');
    const { data } = (await answer.json()) as { data: (Titled & { created_at: string })[] };
    await page.goto('/blog');
    expect(data.length).toBeGreaterThan(0);
    const dates = data.map((post) => post.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(site.heading(page)).toHaveText('Blog');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(data.map((post) => post.title));
    // The demo's draft post is never listed.
    await expect(page.getByText('Introducing our Youth Mental Health First Aid course')).toHaveCount(0);

    await titles.first().getByRole('link').click();
    await expect(page).toHaveURL(`/blog/${data[0].id}`);
    await expect(site.heading(page)).toHaveText(data[0].title);
    await expect(page.getByRole('link', { name: '← All posts' })).toBeVisible();
  });

  test('a blog post shows its approved comments and none still waiting for approval', async ({ page }) => {
    await page.goto('/blog/1');
    await expect(site.heading(page)).toHaveText('Five small habits that support your wellbeing');
    await expect(page.getByText('By Administrator')).toBeVisible();

    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText('The tip about three slow breaths between tasks')).toBeVisible();
    await expect(comments.getByText('Amira Khan', { exact: true })).toBeVisible();
    await expect(
      comments.getByText('Simple and encouraging. I have shared this with my team.'),
    ).toBeVisible();
    await expect(comments.getByText('Grace Holloway', { exact: true })).toBeVisible();
    // Sam Porter's comment on this post is pending.
    await expect(page.getByText('night shifts')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Leave a comment' })).toBeVisible();
  });

  test('an unknown address, an unknown post and a draft post show the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/blog/99999', '/blog/6']) {
      await page.goto(path);
      await expect(site.heading(page), path).toHaveText('We can’t find that page');
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    }
    await expect(page).toHaveTitle('Page not found | MindWell Academy');
  });

  test('every dashboard page sends a visitor to the login page', async ({ page }) => {
    const pages = ['', '/courses', '/orders', '/faq', '/profile', '/notes', '/quiz'];
    for (const path of pages) {
      await page.goto(`/dashboard${path}`);
      await expect(page, `/dashboard${path}`).toHaveURL('/login');
      await expect(site.heading(page)).toHaveText('Log in');
    }
  });

  test('the footer reads © 2021 MindWell Academy and links Home, About Us, Blog and the legal pages', async ({
    page,
  }) => {
    await page.goto('/blog');
    const footer = site.footer(page);
    await expect(footer).toContainText('© 2021 MindWell Academy');
    const links = footer.getByRole('link');
    await expect(links).toHaveText([
      'Home',
      'About Us',
      'Blog',
      'Terms',
      'Privacy',
      'Refund policy',
      'Contact',
    ]);
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(site.heading(page)).toHaveText('About MindWell Academy');
  });

  test('the progress bar runs while the next page loads and goes once it has', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured courses' })).toBeVisible();
    await settled(page);

    // Hold the blog list's answer, so the route change is still under way when it is checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blogs*', async (route) => {
      await held;
      await route.continue();
    });

    await site.nav(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(site.progressBar(page)).toBeAttached();
    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(site.progressBar(page)).toHaveCount(0);
  });
});
