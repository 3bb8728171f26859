import { useEffect, useState } from 'react';

interface Dot {
  id: number;
  x: number;
  y: number;
  color: string;
}

export const maxPointerDots = 15;
const colors = ['#0b4f8a', '#f2a900', '#1b7a3d', '#b3261e', '#6d28d9'];

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Decorative coloured dots following the pointer; the last 15 are kept; none under reduced motion. */
export function PointerDots() {
  const [dots, setDots] = useState<Dot[]>([]);

  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    let nextId = 0;
    const onMove = (event: PointerEvent) => {
      const id = nextId++;
      const dot = { id, x: event.clientX, y: event.clientY, color: colors[id % colors.length]! };
      setDots((previous) => [...previous, dot].slice(-maxPointerDots));
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);

  if (dots.length === 0) return null;
  return (
    <div className="library-dots" aria-hidden="true" data-testid="pointer-dots">
      {dots.map((dot) => (
        <span key={dot.id} className="library-dots__dot" style={{ left: dot.x, top: dot.y, background: dot.color }} />
      ))}
    </div>
  );
}
