import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './Icon';
import '~/web/styles/app.css';

/**
 * The kinds of signed-in page: an account screen (a white card, `wide` for the longer forms), the
 * registration screen (its card and side panel) and the admin and superadmin pages (no card: their sections
 * bring their own, and the title may carry a count).
 */
export type PageVariant = 'account' | 'wide' | 'registration' | 'admin';

const classes: Record<
  PageVariant,
  { main: string; title: string; body: string; card: string | null; grid: string }
> = {
  account: {
    main: 'acc-page',
    title: 'acc-intro__title',
    body: 'container acc-body',
    card: 'panel acc-card',
    grid: 'acc-body__grid',
  },
  wide: {
    main: 'acc-page',
    title: 'acc-intro__title',
    body: 'container acc-body',
    card: 'panel acc-card acc-card--wide',
    grid: 'acc-body__grid acc-body__grid--wide',
  },
  registration: {
    main: 'acc-page reg-page',
    title: 'acc-intro__title',
    body: 'container acc-body',
    card: 'panel acc-card reg-card',
    grid: 'acc-body__grid reg-grid',
  },
  admin: {
    main: 'acc-page adm-page',
    title: 'acc-intro__title adm-title',
    body: 'container acc-body adm-body',
    card: null,
    grid: 'acc-body__grid',
  },
};

const defaultEyebrows: Partial<Record<PageVariant, string>> = {
  account: 'NITSMUN account',
  wide: 'NITSMUN account',
  admin: 'Admin',
};

export interface PageFrameProps {
  variant?: PageVariant;
  /** The small line above the title ('NITSMUN account', 'Admin', the event's name...). */
  eyebrow?: string;
  title: ReactNode;
  /** How many items the page lists, shown after the title once known. */
  count?: number | undefined;
  lead?: ReactNode;
  /** A link above the content, e.g. Go Back to /admin. */
  back?: { to: string; label: string };
  /** A navy panel beside the card on wide screens (below it on phones). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: the page's single <h1> in the light intro (eyebrow, title, count,
 * lead), then the content, in a white card except on admin pages.
 */
export function PageFrame({
  variant = 'account',
  eyebrow = defaultEyebrows[variant] ?? '',
  title,
  count,
  lead,
  back,
  aside,
  children,
}: PageFrameProps) {
  const c = classes[variant];
  const content = c.card ? <div className={c.card}>{children}</div> : children;
  return (
    <main id="main" className={c.main}>
      <header className="acc-intro">
        <div className="container acc-intro__inner">
          <p className="acc-intro__eyebrow">{eyebrow}</p>
          <h1 className={c.title}>
            {title}
            {count === undefined ? null : <span className="adm-title__count"> ({count})</span>}
          </h1>
          {lead ? <p className="acc-intro__lead">{lead}</p> : null}
        </div>
      </header>
      <div className={c.body}>
        {back ? (
          <p className="adm-back">
            <Link to={back.to} className="adm-back__link">
              <Icon name="chevron-left" size={16} strokeWidth={2.5} />
              {back.label}
            </Link>
          </p>
        ) : null}
        {aside ? (
          <div className={c.grid}>
            {content}
            <aside className="acc-aside-panel">{aside}</aside>
          </div>
        ) : (
          content
        )}
      </div>
    </main>
  );
}

/** 'Loading...' with a spinner, announced politely. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="acc-loading" role="status">
      {text}
    </p>
  );
}

/** An error line, announced at once. */
export function ErrorText({ text }: { text: string }) {
  return (
    <p className="acc-status__error" role="alert">
      {text}
    </p>
  );
}
