interface PageIntroProps {
  /** 'navy' continues the navy header (wrapped, mock MUN); 'light' sits under the light header. */
  tone: 'light' | 'navy';
  eyebrow?: string;
  title: string;
  lead?: string;
  className?: string;
  children?: React.ReactNode;
}

/**
 * The top of a page: an optional eyebrow line, the page's single <h1> and a lead paragraph.
 * Its styles live in pages.css, which each page's stylesheet @imports so a page loads one stylesheet.
 */
export function PageIntro({ tone, eyebrow, title, lead, className, children }: PageIntroProps) {
  return (
    <header className={`page-intro page-intro--${tone}${className ? ` ${className}` : ''}`}>
      <div className="container page-intro__inner">
        {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-intro__title">{title}</h1>
        {lead ? <p className="page-intro__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
