import { Link } from '../../../src/routing/Link';
import { usePageHead, usePageStatus } from '../../lib/usePageHead';

export default function NotFoundPage() {
  usePageHead({
    title: 'Page not found',
    description: 'The address may be mistyped, or the page may have moved.',
    path: '/',
    noindex: true,
  });
  usePageStatus(404);
  return (
    <div className="container narrow not-found">
      <h1>We can’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved. Take a breath; these things happen.</p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/blog">Read the blog</Link>
        </li>
        <li>
          <Link to="/dashboard">Open your dashboard</Link>
        </li>
      </ul>
    </div>
  );
}
