import type { ReportFilter } from '../frame/model';
import { MapReport } from './components/MapReport';

/**
 * /report/active-map-report: the map over the draws not yet released (active tickets only),
 * refreshing itself every 30 s; a number opens its lines in a modal.
 */
export default function ActiveMapReportScreen({
  initialFilter,
  refreshMs,
}: {
  initialFilter?: ReportFilter;
  /** Tests shorten the refresh period. */
  refreshMs?: number;
}) {
  return (
    <MapReport
      titleKey="ACTIVE_MAP_REPORT"
      detail="modal"
      active
      {...(refreshMs ? { refreshMs } : {})}
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}
