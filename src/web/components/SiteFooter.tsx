import { Link } from 'react-router';
import { useSite } from '~/web/lib/site';
import { SocialIcon } from './SocialIcon';

export function SiteFooter() {
  const site = useSite();
  const { contact: contactDetails, footerLinks: footerExploreLinks, headerLogo, socialLinks } = site;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo">
            <img src={headerLogo.src} width={56} height={56} alt="" loading="lazy" decoding="async" />
            <span>{site.shortName}</span>
          </Link>
          <p className="site-footer__name">{site.fullName}</p>
          <p className="site-footer__tagline">{site.tagline}</p>
          <ul className="site-footer__social" aria-label={`${site.shortName} on social media`}>
            {socialLinks.map((link) => (
              <li key={link.kind}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  <SocialIcon kind={link.kind} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <address className="site-footer__address">
            {contactDetails.postalAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className="site-footer__contact">
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            <a href={`tel:${contactDetails.phoneHref}`}>{contactDetails.phone}</a>
          </p>
        </div>

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            Explore
          </h2>
          <ul className="site-footer__links">
            {footerExploreLinks.map((link) => (
              <li key={link.dest}>
                <Link to={link.dest}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {site.tenure} {site.shortName} · {site.institute}
        </p>
      </div>
    </footer>
  );
}
