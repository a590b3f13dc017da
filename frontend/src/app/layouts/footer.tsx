import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router-dom';
import {
  DiscordIcon,
  FacebookIcon,
  InstagramIcon,
  XIcon,
  YoutubeIcon,
} from '../../components/icons';
import { useNearViewport } from '../../lib/use-near-viewport';
import { Logo } from './logo';
import './footer.css';
// In the shell's CSS, not the form's chunk: a stylesheet added later would restyle and lay out
// the whole page again (newsletter-form.tsx imports it too).
import '../../features/newsletter/components/newsletter-form.css';

// Below the fold: the form (and react-hook-form) load after the first screen, when the footer
// nears the viewport.
const NewsletterForm = lazy(() => import('../../features/newsletter/components/newsletter-form'));

const COMPANY_NAME = 'GameHub';

const socialLinks: { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] =
  [
    { name: 'Facebook', href: 'https://www.facebook.com/gamehub', Icon: FacebookIcon },
    { name: 'X', href: 'https://x.com/gamehub', Icon: XIcon },
    { name: 'Instagram', href: 'https://www.instagram.com/gamehub', Icon: InstagramIcon },
    { name: 'YouTube', href: 'https://www.youtube.com/@gamehub', Icon: YoutubeIcon },
    { name: 'Discord', href: 'https://discord.gg/gamehub', Icon: DiscordIcon },
  ];

const footerLinks = [
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/games', label: 'Games' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/shop', label: 'Shop' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy_policy', label: 'Privacy Policy' },
  { to: '/cookie_policy', label: 'Cookie Policy' },
  { to: '/terms_and_conditions', label: 'Terms and Conditions' },
];

function DeferredNewsletterForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className="skeleton skeleton--still footer__form-placeholder" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <section className="footer__brand" aria-label={COMPANY_NAME}>
          <Logo />
          <p className="footer__about">
            Play tournaments, climb the leaderboards, claim your daily bonus and turn your coins
            into vouchers.
          </p>
          <ul className="footer__social" aria-label="Follow GameHub">
            {socialLinks.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer__social-link"
                  aria-label={`${COMPANY_NAME} on ${name}`}
                >
                  <Icon aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav className="footer__nav" aria-label="Footer">
          <h2 className="footer__heading">Explore</h2>
          <ul className="footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer__newsletter" aria-labelledby="footer-newsletter-heading">
          <h2 id="footer-newsletter-heading" className="footer__heading">
            Newsletter
          </h2>
          <p className="footer__about">
            New tournaments, bonus events and shop drops, once a week.
          </p>
          <DeferredNewsletterForm />
        </section>
      </div>
      <div className="footer__bottom container">
        <p>
          © {year} {COMPANY_NAME}. Coins have no cash value and cannot be transferred.
        </p>
      </div>
    </footer>
  );
}
