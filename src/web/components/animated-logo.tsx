import { useEffect, useRef, useState } from 'react';
import { LogoMark } from './logo-mark';

/**
 * The looping animated logo of spec §1 (363×336, 460 frames at 60 fps). The light Lottie player and
 * the animation load on first use, in their own chunk, so they cost nothing on the first page load;
 * the static mark shows until they arrive.
 */
export function AnimatedLogo({ className = 'w-40' }: { className?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    void Promise.all([import('lottie-web/build/player/lottie_light'), import('../assets/thikana-logo.json')]).then(
      ([{ default: lottie }, { default: animationData }]) => {
        if (cancelled || !container.current) return;
        const animation = lottie.loadAnimation({
          container: container.current,
          renderer: 'svg',
          loop: true,
          autoplay: true,
          animationData,
          rendererSettings: { preserveAspectRatio: 'xMidYMid slice' },
        });
        destroy = () => animation.destroy();
        setPlaying(true);
      },
      (error: unknown) => console.error('animated logo failed to load', error),
    );
    return () => {
      cancelled = true;
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
