import { lazy, Suspense, type ComponentProps } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';

const Carousel = lazy(() => import('./carousel'));

type LazyCarouselProps = ComponentProps<typeof Carousel> & {
  /** Sizes both the placeholder and the carousel, so nothing shifts when embla arrives. */
  className: string;
};

/** Carousel whose code (embla) loads when it nears the viewport or the browser is idle. */
export function LazyCarousel({ className, ...rest }: LazyCarouselProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className="skeleton carousel-placeholder" aria-hidden="true" />;
  return (
    <div className={className} ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <Carousel {...rest} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
