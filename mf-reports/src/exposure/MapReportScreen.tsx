import type { ReportFilter } from '../frame/model';
import { MapReport } from './components/MapReport';

/** /report/map-report: the map of one draw date; a number opens its lines in a modal. */
export default function MapReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return <MapReport titleKey="MAP_REPORT" detail="modal" {...(initialFilter ? { initialFilter } : {})} />;
}
