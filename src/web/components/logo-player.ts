import lottie from 'lottie-web/build/player/lottie_light';
import animationData from '../assets/thikana-logo.json';

/**
 * Plays the animated logo in `container` until the returned function stops it. A chunk of its own
 * with the light Lottie player and the animation (animated-logo.tsx), fetched only when a wait lasts.
 */
export function playLogo(container: HTMLElement): () => void {
  const animation = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: true,
    autoplay: true,
    animationData,
    rendererSettings: { preserveAspectRatio: 'xMidYMid slice' },
  });
  return () => animation.destroy();
}
