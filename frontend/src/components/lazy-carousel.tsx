import { lazy, Suspense, type ComponentProps } from 'react';

const Carousel = lazy(() => import('./carousel'));

type LazyCarouselProps = ComponentProps<typeof Carousel> & {
  /** Sizes both the placeholder and the carousel, so nothing shifts when embla arrives. */
  className: string;
};

/** Carousel whose code (embla) loads on demand. */
export function LazyCarousel({ className, ...rest }: LazyCarouselProps) {
  return (
    <div className={className}>
      <Suspense fallback={<div className="skeleton carousel-placeholder" aria-hidden="true" />}>
        <Carousel {...rest} />
      </Suspense>
    </div>
  );
}
