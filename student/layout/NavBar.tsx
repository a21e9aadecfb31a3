import { Suspense, lazy, useState } from 'react';
import { Link } from '../../src/routing/Link';
import { useLocation } from 'react-router';
import type { User } from '../api/types';
import { Avatar } from '../components/Avatar';
import { useBasket } from '../basket/useBasket';
import { useSession } from '../session/useSession';
import { isActiveLink, studentLinks, visitorLinks } from './navLinks';
import { ThemeToggle } from './ThemeToggle';

// Only a signed-in user has the menu: a visitor's first page does not download its code.
const ProfileMenu = lazy(() => import('./ProfileMenu'));

/** The menu's button as it looks, shown while the menu's code is on its way. */
function ProfileMenuShape({ user }: { user: User }) {
  return (
    <div className="profile-menu">
      <span className="profile-menu__button">
        <Avatar name={user.name} src={user.profile_picture} />
        <span className="profile-menu__name">{user.name}</span>
        <span aria-hidden="true" className="profile-menu__caret">
          ▾
        </span>
      </span>
    </div>
  );
}

export function NavBar() {
  const { pathname } = useLocation();
  const { user, status } = useSession();
  const [expanded, setExpanded] = useState(false);
  const { basket } = useBasket();
  const links = user ? studentLinks(user.role_id) : visitorLinks;
  const onBasket = isActiveLink('/basket', pathname);

  return (
    <header className="site-header">
      <nav className="nav" aria-label="Main">
        <Link to="/" className="nav__brand">
          <span aria-hidden="true" className="nav__logo">
            ◐
          </span>
          MindWell Academy
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={expanded}
          aria-controls="nav-links"
          onClick={() => setExpanded((was) => !was)}
        >
          Menu
        </button>
        <ul id="nav-links" className={`nav__links${expanded ? ' nav__links--open' : ''}`}>
          {links.map((link) => {
            const active = isActiveLink(link.to, pathname);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  reloadDocument={link.reloadDocument}
                  className={active ? 'nav__link nav__link--active' : 'nav__link'}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setExpanded(false)}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="nav__account">
          <ThemeToggle />
          <Link
            to="/basket"
            className={onBasket ? 'nav__link nav__link--active' : 'nav__link'}
            aria-current={onBasket ? 'page' : undefined}
          >
            {user ? `Basket (${basket?.count ?? 0})` : 'Basket'}
          </Link>
          {user ? (
            <Suspense fallback={<ProfileMenuShape user={user} />}>
              <ProfileMenu user={user} />
            </Suspense>
          ) : status === 'ready' ? (
            <>
              <Link to="/login" className="button button--ghost">
                Log in
              </Link>
              <Link to="/register" className="button">
                Register
              </Link>
            </>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
