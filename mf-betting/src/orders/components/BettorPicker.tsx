import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { ControlBar } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';
import type { BettingState } from '../useBettingContext';

/** Bettor search and choice for agents; a bettor ordering for itself sees its own name. */
export function BettorPicker({ betting }: { betting: BettingState }) {
  const { ctx, bettorId, setBettorId: onBettor, keyword, setKeyword: onKeyword } = betting;
  const { t } = useOrdersT();
  if (!ctx) return null;
  const self =
    ctx.bettor &&
    ctx.bettors.length === 1 &&
    ctx.bettors[0]!.userId === ctx.bettor.userId &&
    bettorId === undefined;
  const options = [...ctx.bettors];
  if (ctx.bettor && !options.some((b) => b.userId === ctx.bettor!.userId)) options.unshift(ctx.bettor);
  return (
    <ControlBar>
      {self ? (
        <div data-testid="bettor-self">
          {t('common.bettor')}: <strong>{ctx.bettor!.username}</strong>
        </div>
      ) : (
        <>
          <label>
            {t('common.searchBettor')}{' '}
            <input
              aria-label={t('common.searchBettor')}
              value={keyword}
              onChange={(e) => onKeyword(e.target.value)}
            />
          </label>
          <label>
            {t('common.bettor')}{' '}
            <select
              aria-label={t('common.bettor')}
              value={bettorId ?? ''}
              onChange={(e) => onBettor(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">-</option>
              {options.map((b) => (
                <option key={b.userId} value={b.userId}>
                  {b.username}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <div data-testid="bettor-credit-left">
        {t('common.creditLeft')}: <strong>{formatAmount(ctx.creditLeft)}</strong>
      </div>
    </ControlBar>
  );
}
