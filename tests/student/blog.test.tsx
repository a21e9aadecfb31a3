import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeServer } from './fakeServer';
import { paged, reply } from './fakeServer';
import { post, student } from './fixtures';
import { renderApp } from './renderApp';

const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

const comment = {
  id: 5,
  post_id: 4,
  author: 'Kim',
  content: 'This helped me a lot.',
  created_at: '2024-02-02T10:00:00Z',
};

function postServer(server: FakeServer) {
  server
    .on('GET /api/blogs/4', {
      data: post(
        4,
        'Sleep and mood',
        '<p>Sleep <strong>matters</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      ),
    })
    .on('GET /post_comments/4', { data: [comment] })
    .on(
      'POST /api/add_comment',
      reply(201, { data: { id: 9 }, message: 'Comment is pending for approval!' }),
    );
}

describe('the blog list', () => {
  it('shows the published posts of the page with their authors, and pages on', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/blog', {
      setup: (s) =>
        s.on('GET /api/blogs', ({ query }) =>
          query.get('page') === '2'
            ? paged([post(2, 'Older post')], 2, 2)
            : paged([post(3, 'Newest post', '<p>Calm <em>words</em> here</p>')], 1, 2),
        ),
    });
    const link = await screen.findByRole('link', { name: 'Newest post' });
    expect(link).toHaveAttribute('href', '/blog/3');
    expect(screen.getByText('Calm words here')).toBeInTheDocument();
    expect(screen.getByText(/By Jo Writer/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Older post' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/blogs').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });
});

describe('a blog post', () => {
  it('shows the post as sanitized HTML', async () => {
    renderApp('/blog/4', { setup: postServer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep and mood' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('matters').tagName).toBe('STRONG');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img[src="x"]')).not.toHaveAttribute('onerror');
  });

  it('lists the approved comments from the blog host', async () => {
    const { server } = renderApp('/blog/4', { setup: postServer });
    expect(await screen.findByText('This helped me a lot.')).toBeInTheDocument();
    expect(screen.getByText('Kim')).toBeInTheDocument();
    expect(server.callsTo('GET /post_comments/4')).toHaveLength(1);
  });

  it("posts a visitor's comment with name and email and says it is pending approval", async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/blog/4', { setup: postServer });
    await user.type(await screen.findByLabelText('Name'), 'Lee');
    await user.type(screen.getByLabelText(/^Email/), 'lee@example.com');
    await user.type(screen.getByLabelText('Comment'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(await toasts().findByText('Comment is pending for approval!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/add_comment')[0].body).toEqual({
      comment: { post_id: 4, content: 'Thank you', author: 'Lee', author_email: 'lee@example.com' },
    });
    expect(screen.getByLabelText('Comment')).toHaveValue('');
    // Pending comments are not listed until a moderator approves them.
    expect(screen.queryByText('Thank you')).not.toBeInTheDocument();
  });

  it('lets a signed-in student comment under their own name without retyping it', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/blog/4', { user: student, setup: postServer });
    expect(await screen.findByText('Commenting as Sam Student.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment'), 'Useful');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await toasts().findByText('Comment is pending for approval!');
    expect(server.callsTo('POST /api/add_comment')[0].body).toEqual({
      comment: { post_id: 4, content: 'Useful' },
    });
  });

  it('says the comment failed when the server refuses it, and keeps the text', async () => {
    const user = userEvent.setup();
    renderApp('/blog/4', {
      user: student,
      setup: (s) => {
        postServer(s);
        s.on('POST /api/add_comment', reply(422, { message: 'The content field is required.' }));
      },
    });
    await user.type(await screen.findByLabelText('Comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await toasts().findByText('Comment Post failed! Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('Hello');
  });

  it('shows in the form how long to wait when too many comments have been posted', async () => {
    const user = userEvent.setup();
    renderApp('/blog/4', {
      user: student,
      setup: (s) => {
        postServer(s);
        s.on('POST /api/add_comment', reply(429, { message: 'Too many comments. Try again in 10 minutes.' }));
      },
    });
    await user.type(await screen.findByLabelText('Comment'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const form = screen.getByRole('form', { name: 'Leave a comment' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many comments. Try again in 10 minutes.',
    );
    expect(screen.getByLabelText('Comment')).toHaveValue('Hello again');
  });

  it('shows the friendly not-found page for a post that is not published', async () => {
    renderApp('/blog/99', {
      setup: (s) =>
        s
          .on('GET /api/blogs/99', reply(404, { message: 'Blog not found.' }))
          .on('GET /post_comments/99', { data: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('dismiss themselves after a few seconds', async () => {
    const user = userEvent.setup();
    renderApp('/blog/4', { user: student, setup: postServer });
    await user.type(await screen.findByLabelText('Comment'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await toasts().findByText('Comment is pending for approval!');
    await waitFor(
      () => expect(toasts().queryByText('Comment is pending for approval!')).not.toBeInTheDocument(),
      {
        timeout: 7000,
      },
    );
  }, 15_000);

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup();
    renderApp('/blog/4', { user: student, setup: postServer });
    await user.type(await screen.findByLabelText('Comment'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await toasts().findByText('Comment is pending for approval!');
    await user.click(toasts().getByRole('button', { name: 'Dismiss notification' }));
    expect(toasts().queryByText('Comment is pending for approval!')).not.toBeInTheDocument();
  });
});
