/**
 * The drill-down trail of the downline list: Top › upline › upline, the last one current, the
 * others links back up. The trail lives in the URL (`trail=12:demo_sh,15:demo_ma`) so a reload or
 * a link keeps it.
 */
import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** One step of the drill-down: an upline whose direct downlines are listed. */
export interface TrailStep {
  userId: number;
  username: string;
}

/** `trail=12:demo_sh,15:demo_ma` in the URL, so a reload or a link keeps the drill-down. */
export function parseTrail(text: string | null): TrailStep[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => {
      const i = part.indexOf(':');
      return { userId: Number(part.slice(0, i)), username: part.slice(i + 1) };
    })
    .filter((s) => Number.isInteger(s.userId) && s.userId > 0 && s.username !== '');
}
export const formatTrail = (trail: readonly TrailStep[]): string =>
  trail.map((s) => `${s.userId}:${s.username}`).join(',');

const Crumbs = styled.nav`
  margin-bottom: ${theme.space.sm};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 4px;
    color: ${theme.colors.muted};
  }
  button {
    border: 0;
    background: none;
    color: ${theme.colors.primary};
    cursor: pointer;
    padding: 0;
    font: inherit;
    text-decoration: underline;
  }
  [aria-current] {
    font-weight: 600;
  }
`;
export interface DrillTrailProps {
  trail: readonly TrailStep[];
  /** Accessible name of the trail (already translated). */
  label: string;
  /** Text of the first step, the caller's own downlines (already translated). */
  topLabel: string;
  /** Go to a shorter trail: [] for the top, or the steps up to the one clicked. */
  onGo: (steps: TrailStep[]) => void;
}

export function DrillTrail({ trail, label, topLabel, onGo }: DrillTrailProps) {
  return (
    <Crumbs aria-label={label}>
      <ol>
        <li>
          {trail.length === 0 ? (
            <span aria-current="page">{topLabel}</span>
          ) : (
            <button type="button" onClick={() => onGo([])}>
              {topLabel}
            </button>
          )}
        </li>
        {trail.map((step, i) => (
          <li key={step.userId}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{step.username}</span>
            ) : (
              <button type="button" onClick={() => onGo(trail.slice(0, i + 1))}>
                {step.username}
              </button>
            )}
          </li>
        ))}
      </ol>
    </Crumbs>
  );
}
