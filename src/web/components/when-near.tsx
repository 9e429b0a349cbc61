import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children only once the reader scrolls within `margin` of where they go (an
 * IntersectionObserver), holding their place with an empty box until then: what is below the fold
 * (a map) costs nothing until it is wanted, and never on the server.
 */
export function WhenNear({
  children,
  margin = '300px',
  className,
}: {
  children: ReactNode;
  margin?: string;
  className?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={place} className={className}>
      {near && children}
    </div>
  );
}
