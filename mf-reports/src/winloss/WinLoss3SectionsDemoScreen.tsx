import type { ReportFilter } from '../frame/model';
import { WinLoss3SectionsReport } from './WinLoss3SectionsScreen';

/** /report/win-loss-2-report-demo (GetWinLoss3SectionsReportDemo): the same over demo accounts only. */
export default function WinLoss3SectionsDemoScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return <WinLoss3SectionsReport demo {...(initialFilter ? { initialFilter } : {})} />;
}
