import type { ReactNode } from 'react';
import '../accounts.css';

interface AccountPageProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A wider card for the longer forms (sign-up, profile). */
  wide?: boolean;
  /** A navy panel beside the card on wide screens (below it on phones). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the account screens: the page's single <h1> in a light intro, then a white card. */
export function AccountPage({
  eyebrow = 'NITSMUN account',
  title,
  lead,
  wide = false,
  aside,
  children,
}: AccountPageProps) {
  const card = <div className={wide ? 'panel acc-card acc-card--wide' : 'panel acc-card'}>{children}</div>;
  return (
    <main id="main" className="acc-page">
      <header className="acc-intro">
        <div className="container acc-intro__inner">
          <p className="acc-intro__eyebrow">{eyebrow}</p>
          <h1 className="acc-intro__title">{title}</h1>
          {lead ? <p className="acc-intro__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="container acc-body">
        {aside ? (
          <div className={wide ? 'acc-body__grid acc-body__grid--wide' : 'acc-body__grid'}>
            {card}
            <aside className="acc-aside-panel">{aside}</aside>
          </div>
        ) : (
          card
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

/** The side panel of login and sign-up: what an account is for. */
export function AccountBenefits() {
  return (
    <>
      <h2 className="acc-aside-panel__title">With your account</h2>
      <ul className="acc-aside-panel__list">
        <li>
          <strong>Register</strong> for the Annual Conference, on your own or as a group.
        </li>
        <li>
          <strong>Invite</strong> your team: each member registers through their own link.
        </li>
        <li>
          <strong>Follow</strong> your registration, from pending to confirmed, and your committee and
          portfolio.
        </li>
      </ul>
    </>
  );
}
