import { useEffect, useRef, useState } from 'react';
import { LogoMark } from './logo-mark';

// A wait shorter than this (React holds a Suspense fallback at least 300 ms) shows only the static
// mark, and no player is downloaded for it.
const ANIMATE_AFTER_MS = 800;

/**
 * The looping animated logo (363×336, 460 frames at 60 fps). The light Lottie player and
 * the animation are a separate chunk (about 48 KB gzipped, logo-player.ts) fetched only when a wait
 * lasts, so a fast first page load does not pay for them; the static mark shows until they arrive.
 */
export function AnimatedLogo({ className = 'w-40' }: { className?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    async function play() {
      const { playLogo } = await import('./logo-player');
      if (cancelled || !container.current) return;
      destroy = playLogo(container.current);
      setPlaying(true);
    }
    const timer = setTimeout(() => {
      play().catch((error: unknown) => console.error('animated logo failed to load', error));
    }, ANIMATE_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      destroy();
    };
  }, []);

  return (
    <div className={`${className} relative aspect-[363/336]`} aria-hidden="true" data-testid="animated-logo">
      <div ref={container} className="absolute inset-0" />
      {!playing && <LogoMark className="absolute inset-[20%] h-[60%] w-[60%]" />}
    </div>
  );
}
