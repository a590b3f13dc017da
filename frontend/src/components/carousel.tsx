import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterShownIdle } from '../lib/when-idle';
import { ChevronIcon } from './icons';
import './carousel.css';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
}

type Step = 'prev' | 'next';

const OPTIONS = { align: 'start', loop: false, dragFree: false } as const;

/**
 * Embla carousel with keyboard-accessible prev/next buttons. The slides render at once, as embla
 * would first place them; embla itself (its code, and its measuring of every slide, a layout of
 * the whole page) starts once the page shows and the browser is idle, or at the first press of
 * a control: in the first screen's start it was one of home's longest tasks on a phone.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  /** A press that came before embla did, taken once it is there. */
  const pending = useRef<Step | null>(null);

  useEffect(() => afterShownIdle(() => setWanted(true)), []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let started: EmblaCarouselType | null = null;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewportRef.current) return;
      started = EmblaCarousel(viewportRef.current, OPTIONS);
      setEmbla(started);
    });
    return () => {
      cancelled = true;
      started?.destroy();
      setEmbla(null);
    };
  }, [wanted]);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    const step = pending.current;
    pending.current = null;
    if (step === 'next') embla.scrollNext();
    if (step === 'prev') embla.scrollPrev();
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  const go = (step: Step) => {
    if (!embla) {
      pending.current = step;
      setWanted(true);
    } else if (step === 'next') embla.scrollNext();
    else embla.scrollPrev();
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go('prev');
        if (event.key === 'ArrowRight') go('next');
      }}
    >
      <div
        className="carousel__viewport"
        ref={viewportRef}
        // A finger on it before embla started: start it for the next swipe.
        onPointerDown={() => setWanted(true)}
      >
        <div className="carousel__track">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="btn btn--secondary btn--icon carousel__prev"
          aria-label={`Previous: ${label}`}
          onClick={() => go('prev')}
          disabled={!canPrev}
        >
          <ChevronIcon />
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--icon"
          aria-label={`Next: ${label}`}
          onClick={() => go('next')}
          disabled={!canNext}
        >
          <ChevronIcon />
        </button>
      </div>
    </section>
  );
}
