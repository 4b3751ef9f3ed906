import { useTranslation } from 'react-i18next';
import { formatCount } from '../../domain/format';
import { Button } from '../Button';
import * as S from './DataTableStyles';

export interface SelectionBarProps {
  allMatching: boolean;
  pageRowCount: number;
  totalCount: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

/** Offers "select all N matching rows" once a whole page is ticked, and clearing it again. */
export function SelectionBar({
  allMatching,
  pageRowCount,
  totalCount,
  onSelectAllMatching,
  onClear,
}: SelectionBarProps) {
  const { t } = useTranslation('ui');
  const total = formatCount(totalCount);
  return (
    <S.SelectionBar role="status" data-no-print>
      {allMatching ? (
        <>
          <span>{t('table.allMatchingSelected', { total })}</span>
          <Button compact onClick={onClear}>
            {t('table.clearSelection')}
          </Button>
        </>
      ) : (
        <>
          <span>{t('table.pageSelected', { count: pageRowCount })}</span>
          <Button compact onClick={onSelectAllMatching}>
            {t('table.selectAllMatching', { total })}
          </Button>
        </>
      )}
    </S.SelectionBar>
  );
}
