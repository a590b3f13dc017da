import { useEffect, useState } from 'react';
import { Logo } from './logo';
import './preloader.css';

/** SPEC §2/§9: the overlay hides after 1 to 1.2 s. */
export const PRELOADER_MS = 1100;

/** Brand overlay while the first screen settles. It never blocks input (pointer-events: none). */
export function Preloader() {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <div className="preloader" data-testid="preloader" aria-hidden="true">
      <Logo />
      <span className="preloader__spinner" />
    </div>
  );
}
