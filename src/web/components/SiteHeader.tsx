import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  darkHeaderPaths,
  mobileNav,
  primaryNav,
  secondaryNav,
  visibleItems,
  type NavItem,
} from '~/content/navigation';
import { headerLogo, site } from '~/content/site';
import { useFeaturedEventName } from '~/web/lib/featured-event';
import { useSession } from '~/web/lib/session';
import { CloseIcon, MenuIcon } from './NavIcons';
import { useDismiss } from './useDismiss';

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function NavItems({
  items,
  className,
  onNavigate,
}: {
  items: NavItem[];
  className: string;
  onNavigate: () => void;
}) {
  const featuredEventName = useFeaturedEventName();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink
            to={item.dest}
            end={item.dest === '/'}
            className="site-nav__link"
            onClick={onNavigate}
            prefetch="intent"
          >
            {(item.namedAfterFeaturedEvent && featuredEventName) || item.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: the bar plus a hamburger pop-up for the secondary pages. */
function DesktopNav({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, { panel, toggle });
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <nav className="site-nav" aria-label="Site">
      <NavItems items={visibleItems(primaryNav, isLoggedIn)} className="site-nav__list" onNavigate={close} />
      <div className="site-more">
        <button
          ref={toggle}
          type="button"
          className="site-icon-button"
          aria-expanded={open}
          aria-controls="site-more-menu"
          aria-label="More pages"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div ref={panel} id="site-more-menu" className="site-more__panel" hidden={!open}>
          <NavItems
            items={visibleItems(secondaryNav, isLoggedIn)}
            className="site-more__list"
            onNavigate={close}
          />
        </div>
      </div>
    </nav>
  );
}

/** Below 768 px: a full-screen overlay with every page. */
function MobileNav({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="site-icon-button site-mobile-toggle"
        aria-expanded={open}
        aria-controls="site-mobile-menu"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <div id="site-mobile-menu" className="site-mobile" hidden={!open}>
        <div className="site-mobile__top">
          <span className="site-brand site-brand--static" aria-hidden="true">
            <img src={headerLogo.src} width={40} height={40} alt="" />
            <span>{site.shortName}</span>
          </span>
          <button
            ref={closeButton}
            type="button"
            className="site-icon-button"
            aria-label="Close menu"
            aria-expanded={open}
            aria-controls="site-mobile-menu"
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Site menu">
          <NavItems
            items={visibleItems(mobileNav, isLoggedIn)}
            className="site-mobile__list"
            onNavigate={close}
          />
        </nav>
      </div>
    </>
  );
}

export function SiteHeader() {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const dark = darkHeaderPaths.includes(normalise(pathname));

  return (
    <header className="site-header" data-theme={dark ? 'dark' : 'light'}>
      <div className="container site-header__inner">
        <Link to="/" className="site-brand" aria-label={`${site.shortName} home`}>
          <img src={headerLogo.src} width={40} height={40} alt="" />
          <span aria-hidden="true">{site.shortName}</span>
        </Link>
        <DesktopNav isLoggedIn={isLoggedIn} />
        <MobileNav isLoggedIn={isLoggedIn} />
      </div>
    </header>
  );
}
