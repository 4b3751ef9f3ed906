import type { ReportFilter } from '../frame/model';
import { MapReport } from './components/MapReport';

/** /report/map-report-without-modal: the same map; a number opens /map-detail in a new tab. */
export default function MapReportWithoutModalScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return (
    <MapReport
      titleKey="MAP_REPORT_WITHOUT_MODAL"
      detail="tab"
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}
