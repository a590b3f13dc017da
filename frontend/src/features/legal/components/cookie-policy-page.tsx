import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    heading: 'What cookies and local storage are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Local storage and session
        storage are similar browser features that keep small pieces of data on your device. GameHub
        uses them to keep you signed in and to remember your choices.
      </p>
    ),
  },
  {
    heading: 'Strictly necessary',
    body: (
      <ul>
        <li>Your sign-in token and basic profile, kept in local storage so you stay signed in.</li>
        <li>The page you came from, so we can bring you back after signing in or out.</li>
        <li>Shop page and filter choices, kept only until you leave the shop page.</li>
        <li>A per-game session token while you play a browser game, removed when the game ends.</li>
        <li>Cookies set by Google or Apple when you choose to sign in with them.</li>
      </ul>
    ),
  },
  {
    heading: 'Analytics',
    body: (
      <p>
        We record which GameHub pages are viewed and the page you arrived from, through our own
        servers, to learn which features players use. These records are not used for advertising and
        are not sold.
      </p>
    ),
  },
  {
    heading: 'Third-party content',
    body: (
      <p>
        Some games open in an embedded frame or in the game publisher's app, and share links open
        social networks. Those services may set their own cookies under their own policies.
      </p>
    ),
  },
  {
    heading: 'Managing cookies',
    body: (
      <p>
        You can delete or block cookies and site data in your browser settings. If you block the
        strictly necessary ones you will be signed out and some features, such as tournaments and
        the shop, will not work.
      </p>
    ),
  },
  {
    heading: 'More information',
    body: (
      <p>
        Read our <Link to="/privacy_policy">Privacy Policy</Link> to learn how we handle personal
        data.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      lead="How GameHub uses cookies and browser storage, and how you can control them."
      updated="1 January 2025"
      sections={sections}
    />
  );
}
