import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/icons';
import { prefersReducedMotion } from '../../lib/motion';
import './back-to-top.css';

const SHOW_AFTER_PX = 400;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    // A page opened part-way down: read at the next frame, when layout is due anyway (reading
    // the scroll offset now, among the app's first effects, would force a layout of its own).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top btn btn--primary btn--icon"
      aria-label="Back to top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <ArrowUpIcon />
    </button>
  );
}
