import { Link } from '../../src/routing/Link';
import { LEGAL_PAGES, legalPath } from '../../src/contract/legalPages';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>© 2021 MindWell Academy</p>
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/about">About Us</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
          {LEGAL_PAGES.map(({ slug, title }) => (
            <li key={slug}>
              <Link to={legalPath(slug)}>{title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
