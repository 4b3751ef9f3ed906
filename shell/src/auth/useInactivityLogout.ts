import { useEffect, useRef } from 'react';
import { INACTIVITY_LOGOUT_MS } from '@drawdesk/shared-kernel/domain';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls onIdle after 30 minutes without mouse or key activity (SPEC 4); activity restarts the clock. */
export function useInactivityLogout(
  active: boolean,
  onIdle: () => void,
  timeoutMs: number = INACTIVITY_LOGOUT_MS,
): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    restart();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, restart, { passive: true }));
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, restart));
    };
  }, [active, timeoutMs]);
}
