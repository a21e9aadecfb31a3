import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../src/routing/Link';
import { useNavigate } from 'react-router';
import type { User } from '../api/types';
import { Avatar } from '../components/Avatar';
import { useSession } from '../session/useSession';

/**
 * The profile dropdown (docs/legacy-api.md §2), built on the WAI-ARIA menu button pattern: Enter, Space or
 * ArrowDown opens it on the first item, arrows move between items, Escape closes it and gives
 * focus back to the button.
 */
export default function ProfileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        event.preventDefault();
        move(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(all.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const logout = () => {
    setOpen(false);
    void signOut(() => navigate('/'));
  };

  return (
    <div className="profile-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="profile-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={user.name} src={user.profile_picture} />
        <span className="profile-menu__name">{user.name}</span>
        <span aria-hidden="true" className="profile-menu__caret">
          ▾
        </span>
      </button>
      <div ref={panelRef} className="profile-menu__panel" hidden={!open} onKeyDown={onMenuKeyDown}>
        <div className="profile-menu__header">
          <Avatar name={user.name} src={user.profile_picture} size={40} />
          <div>
            <p className="profile-menu__user">{user.name}</p>
            <p className="profile-menu__welcome">Welcome!</p>
          </div>
        </div>
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="profile-menu__items">
          <li role="none">
            <Link role="menuitem" to="/dashboard/profile" tabIndex={-1} onClick={() => setOpen(false)}>
              My profile
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" tabIndex={-1} onClick={logout}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
