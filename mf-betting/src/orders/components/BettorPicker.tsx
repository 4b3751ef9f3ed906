import { useEffect } from 'react';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { Form, SelectField, TextField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { ControlBar } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';
import type { BettingState } from '../useBettingContext';

interface PickerValues {
  keyword: string;
  bettorId: number | '';
}

/** Bettor search and choice for agents; a bettor ordering for itself sees its own name. */
export function BettorPicker({ betting }: { betting: BettingState }) {
  const { ctx, bettorId } = betting;
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
        <Form<PickerValues>
          style={{ display: 'contents' }}
          initialValues={{ keyword: betting.keyword, bettorId: bettorId ?? '' }}
          // The choice applies as it changes; Enter in the search box has nothing more to do.
          onSubmit={() => undefined}
        >
          <ApplyChoice betting={betting} />
          <TextField name="keyword" label={t('common.searchBettor')} />
          <SelectField<number>
            name="bettorId"
            label={t('common.bettor')}
            placeholder="-"
            options={options.map((b) => ({ value: b.userId, label: b.username }))}
          />
        </Form>
      )}
      <div data-testid="bettor-credit-left">
        {t('common.creditLeft')}: <strong>{formatAmount(ctx.creditLeft)}</strong>
      </div>
    </ControlBar>
  );
}

/** Hands the picker's values to the betting context (the search keyword and the chosen bettor). */
function ApplyChoice({ betting }: { betting: BettingState }) {
  const { values } = useFormContext<PickerValues>();
  const { setKeyword, setBettorId } = betting;
  useEffect(() => setKeyword(values.keyword), [values.keyword, setKeyword]);
  useEffect(
    () => setBettorId(values.bettorId === '' ? undefined : values.bettorId),
    [values.bettorId, setBettorId],
  );
  return null;
}
