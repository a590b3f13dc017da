import { Link } from 'react-router-dom';
import { storageKeys } from '../../../lib/storage-keys';
import { LegalDocument, type LegalSection } from './legal-document';

interface StoredItem {
  name: string;
  where: 'Local storage' | 'Session storage';
  why: string;
  howLong: string;
}

/** Everything the site keeps in the browser, by the names it really uses. */
const storedItems: StoredItem[] = [
  {
    name: storageKeys.token,
    where: 'Local storage',
    why: 'Your sign-in (access) token, sent with your requests so the site knows it is you.',
    howLong: 'Until you sign out; it stops working after 15 minutes and is renewed while you play.',
  },
  {
    name: storageKeys.refreshToken,
    where: 'Local storage',
    why: 'Gets you a new access token, so you stay signed in without typing your password again.',
    howLong: 'Until you sign out, or 30 days after it was last used.',
  },
  {
    name: storageKeys.tokenExpiresAt,
    where: 'Local storage',
    why: 'When the access token expires, so it is renewed five minutes before.',
    howLong: 'Until you sign out.',
  },
  {
    name: storageKeys.refreshLock,
    where: 'Local storage',
    why: 'Stops two open tabs from renewing your sign-in at the same moment.',
    howLong: 'A few seconds, while a renewal runs.',
  },
  {
    name: storageKeys.deviceTokens,
    where: 'Local storage',
    why: 'For each account signed in to from this browser (the last five), a token saying it did, so other people’s wrong passwords never keep you out of your account.',
    howLong:
      'Kept when you sign out, so the next sign-in is recognised; remove it with your browser’s site data.',
  },
  {
    name: storageKeys.user,
    where: 'Local storage',
    why: 'Your name, avatar, coin balance and streak, so the navbar shows them at once.',
    howLong: 'Until you sign out.',
  },
  {
    name: storageKeys.referer,
    where: 'Session storage',
    why: 'The page you were on, to bring you back to it after signing in or out.',
    howLong: 'Until you close the tab.',
  },
  {
    name: storageKeys.scrollPositions,
    where: 'Session storage',
    why: 'How far down each page you had scrolled, so Back, Forward and a reload return you there.',
    howLong: 'Until you close the tab.',
  },
  {
    name: `${storageKeys.dailyBonusDismissed}:<player>:<day>`,
    where: 'Session storage',
    why: 'That you closed today’s daily bonus window, so it does not open on every page.',
    howLong: 'Until you close the tab.',
  },
  {
    name: `${storageKeys.shopPage}, ${storageKeys.shopFilter}`,
    where: 'Local storage',
    why: 'The shop page and filters you chose, kept while you browse vouchers.',
    howLong: 'Removed when you leave or reload the shop page.',
  },
  {
    name: `${storageKeys.gameToken}:<game>`,
    where: 'Session storage',
    why: 'The secret token of the game you started (one per game), which proves that the score you send belongs to it.',
    howLong: 'Removed when the game ends, or when you close the tab.',
  },
];

const sections: LegalSection[] = [
  {
    heading: 'Who this policy is for',
    body: (
      <p>
        This policy applies to everyone who visits GameHub, signed in or not. It explains which
        cookies and other browser storage GameHub uses, why, how long each item is kept and how you
        can refuse or remove them. It complements our{' '}
        <Link to="/privacy_policy">Privacy Policy</Link>, which covers the personal data we hold on
        our servers.
      </p>
    ),
  },
  {
    heading: 'What cookies and browser storage are',
    body: (
      <>
        <p>
          Cookies are small text files a website asks your browser to keep and send back on later
          visits. Local storage and session storage are similar browser features: they keep small
          pieces of data on your device for one website. Local storage stays until it is removed;
          session storage is emptied when you close the tab.
        </p>
        <p>
          GameHub’s own servers set no cookies. The site keeps what it needs in local and session
          storage instead, which is never sent to anyone unless the site itself sends it with a
          request.
        </p>
      </>
    ),
  },
  {
    heading: 'What GameHub stores in your browser',
    body: (
      <>
        <p>
          Every item below is strictly necessary for a feature you use: none is used for
          advertising, and none tracks you across other websites.
        </p>
        <ul className="legal__storage">
          {storedItems.map((item) => (
            <li key={item.name}>
              <code>{item.name}</code> ({item.where}). <strong>Why:</strong> {item.why}{' '}
              <strong>How long:</strong> {item.howLong}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    heading: 'Analytics without cookies',
    body: (
      <p>
        We count which GameHub pages are viewed, and the page you arrived from, on our own servers
        when the page changes. Nothing is stored in your browser for this, no analytics or
        advertising company receives it, and the records are used only to learn which features
        players use.
      </p>
    ),
  },
  {
    heading: 'Cookies set by other companies',
    body: (
      <ul>
        <li>
          Google and Apple set their own cookies on their own sites when you choose to sign in with
          them. They do this under their privacy and cookie policies, and only if you use that
          button.
        </li>
        <li>
          Some games open in an embedded frame or in the publisher’s app (for example chess.com),
          and share buttons open messaging apps and social networks. Those services may set their
          own cookies once you open them.
        </li>
        <li>GameHub does not load advertising, social-media tracking pixels or fingerprinting.</li>
      </ul>
    ),
  },
  {
    heading: 'How to refuse or remove them',
    body: (
      <>
        <ul>
          <li>
            Signing out removes your sign-in token, refresh token, profile and their timing from
            this browser at once.
          </li>
          <li>
            Every browser lets you see and delete the data a site keeps: look for “Cookies and site
            data” (Chrome, Edge, Firefox) or “Manage Website Data” (Safari), choose this site and
            remove it. You can also block site data for GameHub there.
          </li>
          <li>A private or incognito window keeps nothing once you close it.</li>
          <li>
            To refuse the cookies of Google, Apple or a game publisher, do not use their sign-in or
            game links, or block third-party cookies in your browser.
          </li>
        </ul>
        <p>
          Because everything GameHub stores is needed for the feature that uses it, refusing it
          means you cannot stay signed in: you can still browse tournaments, leaderboards and the
          shop, but not register for tournaments, claim your daily bonus or redeem vouchers.
        </p>
      </>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        When we add or change what we store in your browser, we update the list above and the date
        at the top of this page before the change reaches the site. If a change needs your consent,
        we will ask for it first.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about cookies or browser storage go to the GameHub support team, as described in
        our <Link to="/privacy_policy">Privacy Policy</Link>. You can also read our{' '}
        <Link to="/terms_and_conditions">Terms and Conditions</Link> and the{' '}
        <Link to="/faq">FAQ</Link>.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      lead="Which cookies and browser storage GameHub uses, why, for how long, and how to refuse them."
      sections={sections}
    />
  );
}
