import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { darkHeaderPaths, namedAfterFeaturedEvent, visibleItems, type NavItem } from './navigation';
import { useSite } from '~/web/lib/site';
import { useFeaturedEventName } from '~/web/lib/featured-event';
import { useSession } from '~/web/lib/session';
import { CloseIcon, MenuIcon } from './NavIcons';
import { useDismiss, useFocusTrap } from './useDismiss';

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function NavItems({
  items,
  className,
  onNavigate,
  featured = false,
}: {
  items: NavItem[];
  className: string;
  onNavigate: () => void;
  /** The list's conference item reads the featured event's name (the desktop bar). */
  featured?: boolean;
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
            {(featured && namedAfterFeaturedEvent(item) && featuredEventName) || item.name}
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
  const { primary: primaryNav, secondary: secondaryNav } = useSite().navigation;

  return (
    <nav className="site-nav" aria-label="Site">
      <NavItems
        items={visibleItems(primaryNav, isLoggedIn)}
        className="site-nav__list"
        onNavigate={close}
        featured
      />
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

/** The width from which the desktop bar replaces ☰ (site-layout.css; docs/requirements.md#limits: 768 px). */
const desktopQuery = '(min-width: 768px)';

/**
 * Below 768 px: a full-screen overlay with every page, a modal dialog while open. It is rendered as the
 * header's sibling, never inside it: the light header's backdrop-filter makes the header the containing
 * block of its `position: fixed` descendants, which trapped the overlay inside the 71 px bar.
 * Focus moves to its close button and stays inside it (Tab and Shift+Tab cycle), the page behind does not
 * scroll, and Escape, the close button, a link, or widening the window past 768 px close it.
 */
function MobileMenu({
  open,
  close,
  toggle,
  isLoggedIn,
}: {
  open: boolean;
  close: () => void;
  toggle: RefObject<HTMLButtonElement | null>;
  isLoggedIn: boolean;
}) {
  const site = useSite();
  const { headerLogo } = site;
  const mobileNav = site.navigation.mobile;
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, { panel, toggle });
  useFocusTrap(open, panel);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    closeButton.current?.focus();
    const desktop = window.matchMedia(desktopQuery);
    const onWiden = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onWiden);
    return () => {
      root.style.overflow = previous;
      desktop.removeEventListener('change', onWiden);
    };
  }, [open, close]);

  return (
    <div
      ref={panel}
      id="site-mobile-menu"
      className="site-mobile"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      hidden={!open}
    >
      <div className="site-mobile__top">
        <span className="site-brand site-brand--static" aria-hidden="true">
          <img src={headerLogo.src} width={40} height={40} alt="" fetchPriority="low" />
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
            close();
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
  );
}

export function SiteHeader() {
  const site = useSite();
  const { headerLogo } = site;
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const dark = darkHeaderPaths.includes(normalise(pathname));
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(closeMenu, [pathname, closeMenu]);

  return (
    <>
      <header className="site-header" data-theme={dark ? 'dark' : 'light'}>
        <div className="container site-header__inner">
          <Link to="/" className="site-brand" aria-label={`${site.shortName} home`}>
            {/* Low: a page's own first image (its LCP) is asked for before it. */}
            <img src={headerLogo.src} width={40} height={40} alt="" fetchPriority="low" />
            <span aria-hidden="true">{site.shortName}</span>
          </Link>
          <DesktopNav isLoggedIn={isLoggedIn} />
          <button
            ref={menuToggle}
            type="button"
            className="site-icon-button site-mobile-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-mobile-menu"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </header>
      <MobileMenu open={menuOpen} close={closeMenu} toggle={menuToggle} isLoggedIn={isLoggedIn} />
    </>
  );
}
