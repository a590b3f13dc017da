import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  className?: string;
  /** The button's text before copying. */
  label?: string;
}

/** 'Copy' that says 'Copied!' for 2 s after a successful copy, announced to screen readers. */
export function CopyButton({
  text,
  className = 'btn btn--secondary',
  label = 'Copy',
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {copied ? 'Copied!' : label}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Copied!' : ''}
      </span>
    </>
  );
}
