import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronIcon } from './icons';
import './carousel.css';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
}

/** Embla carousel with keyboard-accessible prev/next buttons. Loaded lazily (see lazy-carousel). */
export default function Carousel({ label, slides }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: false, dragFree: false });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') embla?.scrollPrev();
        if (event.key === 'ArrowRight') embla?.scrollNext();
      }}
    >
      <div className="carousel__viewport" ref={viewportRef}>
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
          onClick={() => embla?.scrollPrev()}
          disabled={!canPrev}
        >
          <ChevronIcon />
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--icon"
          aria-label={`Next: ${label}`}
          onClick={() => embla?.scrollNext()}
          disabled={!canNext}
        >
          <ChevronIcon />
        </button>
      </div>
    </section>
  );
}
