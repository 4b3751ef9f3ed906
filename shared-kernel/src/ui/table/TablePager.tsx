import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_WINDOW } from '../../domain/constants';
import { formatCount } from '../../domain/format';
import { goToPageIndex, pageWindow } from '../../domain/paging';
import { Button } from '../Button';
import * as S from './DataTableStyles';
import { clampPage } from './pageNumbers';

export interface TablePagerProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** Row range on screen (1-based, 0–0 when empty) and the total. */
  from: number;
  to: number;
  totalCount: number;
  /** A page number inside 1..pageCount, other than the current one. */
  onPage: (page: number) => void;
}

/** "11–20 of 250", first / previous / numbered window of 7 / next / last, and go-to-page. */
export function TablePager({ page, pageCount, from, to, totalCount, onPage }: TablePagerProps) {
  const { t } = useTranslation('ui');
  const [gotoInput, setGotoInput] = useState('');
  const goTo = (wanted: number) => {
    const target = clampPage(wanted, pageCount);
    if (target !== page) onPage(target);
  };
  const submitGoto = () => {
    const index = goToPageIndex(gotoInput, pageCount);
    if (index === null) return;
    setGotoInput(String(index + 1));
    goTo(index + 1);
  };

  return (
    <S.Pager data-no-print>
      <S.Muted>
        {t('table.range', {
          from: formatCount(from),
          to: formatCount(to),
          total: formatCount(totalCount),
        })}
      </S.Muted>
      <S.Spacer />
      <S.PageButtons aria-label={t('table.pagination')}>
        <Button compact aria-label={t('table.first')} disabled={page <= 1} onClick={() => goTo(1)}>
          «
        </Button>
        <Button compact aria-label={t('table.previous')} disabled={page <= 1} onClick={() => goTo(page - 1)}>
          ‹
        </Button>
        {pageWindow(page - 1, pageCount, PAGE_WINDOW).map((i) => (
          <Button
            key={i + 1}
            compact
            aria-label={t('table.page', { page: i + 1 })}
            aria-current={i + 1 === page ? 'page' : undefined}
            onClick={() => goTo(i + 1)}
          >
            {i + 1}
          </Button>
        ))}
        <Button
          compact
          aria-label={t('table.next')}
          disabled={page >= pageCount}
          onClick={() => goTo(page + 1)}
        >
          ›
        </Button>
        <Button
          compact
          aria-label={t('table.last')}
          disabled={page >= pageCount}
          onClick={() => goTo(pageCount)}
        >
          »
        </Button>
      </S.PageButtons>
      <S.Goto>
        <S.GotoInput
          type="number"
          min={1}
          max={pageCount}
          aria-label={t('table.goToPage')}
          value={gotoInput}
          onChange={(e) => setGotoInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submitGoto();
            }
          }}
        />
        <Button compact onClick={submitGoto}>
          {t('table.go')}
        </Button>
      </S.Goto>
    </S.Pager>
  );
}
