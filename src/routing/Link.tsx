import { type MouseEvent, type Ref, useContext } from 'react';
import { type LinkProps, UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * react-router's <Link>, less its framework mode: the same href and the same click handling,
 * made from the hooks react-router offers for custom links. Its own <Link> also renders the
 * framework's route prefetching and discovery, which reach much of its data router: about
 * 2.4 KB gzip in the entry chunk every first visit downloads, for `prefetch` and `discover`,
 * which only a framework-mode app uses. An absolute URL is a plain link, as in react-router's.
 */
export function Link({
  to,
  replace,
  state,
  target,
  preventScrollReset,
  relative,
  reloadDocument,
  viewTransition,
  defaultShouldRevalidate,
  mask,
  onClick,
  ref,
  prefetch: _prefetch,
  discover: _discover,
  ...rest
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext) as { useTransitions?: boolean };
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(external ? '.' : to, { relative });
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    mask,
    useTransitions,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return (
    <a
      {...rest}
      href={external ? (to as string) : href}
      target={target}
      ref={ref}
      onClick={external || reloadDocument ? onClick : handleClick}
    />
  );
}
