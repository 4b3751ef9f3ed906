/**
 * The drill-down trail (SPEC 2.2, REPORTS "The frame"): from the caller's own level to the viewed
 * account, each earlier step a button that goes back to it. The texts come from the caller, which
 * already words them in its own namespace ('My downlines', 'Upline path' ...), so this piece has
 * no strings of its own. `parseDrillTrail` / `formatDrillTrail` keep a trail in the URL
 * (`trail=12:demo_sh,15:demo_ma`), so a reload or a shared link keeps the drill-down.
 */
import styled from 'styled-components';
import { theme } from './theme';

/** One step of the drill-down: an account whose direct downlines are shown. */
export interface DrillStep {
  userId: number;
  username: string;
}

export interface DrillTrailProps<S extends DrillStep = DrillStep> {
  /** The accounts clicked so far, outermost first; empty = the caller's own level. */
  steps: readonly S[];
  /** Goes to a level: the steps up to and including it (empty = back to the caller's own level). */
  onGo: (steps: S[]) => void;
  /** The accessible name of the trail (its navigation landmark). */
  label: string;
  /** The text of the first step, the caller's own level. */
  rootLabel: string;
  /** The viewed step stays a button too (a click goes to it again); default: plain text. */
  linkCurrent?: boolean;
}

const Trail = styled.nav`
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

/** The trail as a breadcrumb list; the viewed step is marked `aria-current="page"`. */
export function DrillTrail<S extends DrillStep = DrillStep>({
  steps,
  onGo,
  label,
  rootLabel,
  linkCurrent = false,
}: DrillTrailProps<S>) {
  const step = (text: string, current: boolean, go: () => void) =>
    current && !linkCurrent ? (
      <span aria-current="page">{text}</span>
    ) : (
      <button type="button" aria-current={current ? 'page' : undefined} onClick={go}>
        {text}
      </button>
    );
  return (
    <Trail aria-label={label}>
      <ol>
        <li>{step(rootLabel, steps.length === 0, () => onGo([]))}</li>
        {steps.map((s, i) => (
          <li key={s.userId}>
            {step(s.username, i === steps.length - 1, () => onGo(steps.slice(0, i + 1)))}
          </li>
        ))}
      </ol>
    </Trail>
  );
}

/** Reads `12:demo_sh,15:demo_ma`; malformed parts (no id, no name, id not a positive integer) are left out. */
export function parseDrillTrail(text: string | null | undefined): DrillStep[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => {
      const i = part.indexOf(':');
      return { userId: Number(part.slice(0, i)), username: part.slice(i + 1) };
    })
    .filter((s) => Number.isInteger(s.userId) && s.userId > 0 && s.username !== '');
}

/** Writes a trail as `12:demo_sh,15:demo_ma` (the form `parseDrillTrail` reads). */
export const formatDrillTrail = (steps: readonly DrillStep[]): string =>
  steps.map((s) => `${s.userId}:${s.username}`).join(',');
