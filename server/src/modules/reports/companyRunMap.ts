import type {
  CompanyRunMapOverall,
  CompanyRunMapRow,
  GetRunMapReportAsCompanyBody,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { targetInScope } from '../../auth/target';
import type { AreaDeps } from '../../areaDeps';
import { forbidden } from '../../http/errors';
import { pageOf } from './exposureScope';
import { selectCompanyLeft, selectMapDraws } from './queries/exposure';
import { reportAccess } from './reportBlock';
import { reportCurrency } from './reportCurrency';
import { convertCents } from './resultsScope';

/**
 * GetRunMapReportAsCompany (SPEC 6: super admin and company): on one draw, per number and code,
 * what is left above the company: still to be posted (unposted_amounts less what was posted), posted,
 * and sold out (stake the bettors asked for that nobody took). A company reads its own; the super
 * admin one company (userId) or every company summed.
 */
export async function getRunMapReportAsCompany(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetRunMapReportAsCompanyBody,
): Promise<{ rows: CompanyRunMapRow[]; totalCount: number; overallInfo: CompanyRunMapOverall }> {
  const role = ctx.user.roleId;
  if (ctx.user.mainAccountId !== null || (role !== Role.SuperAdmin && role !== Role.Company))
    throw forbidden();
  let companyIds: number[] | null = [ctx.principalId];
  let viewerId = ctx.principalId;
  if (role === Role.SuperAdmin) {
    companyIds = null;
    if (body.userId !== undefined) {
      const company = await targetInScope(db, ctx, body.userId);
      if (company.roleId !== Role.Company) throw forbidden();
      companyIds = [company.id];
      viewerId = company.id;
    }
  }
  const [currency, access, draws] = await Promise.all([
    reportCurrency(db, body.currency),
    reportAccess(db, body.drawDate, body.drawDate),
    selectMapDraws(db, { drawDate: body.drawDate, poolId: body.poolId, unreleased: false }),
  ]);
  const draw = draws[0];
  const left = draw
    ? await selectCompanyLeft(db, { companyIds, drawId: Number(draw.id), number: body.number ?? null })
    : [];
  const conv = (cents: number) => convertCents(cents, currency);
  const sums = { unposted: 0, posted: 0, soldOut: 0, total: 0 };
  const rows: CompanyRunMapRow[] = left.map((r) => {
    const unposted = conv(Number(r.unposted));
    const posted = conv(Number(r.posted));
    const soldOut = conv(Number(r.sold_out));
    sums.unposted += unposted;
    sums.posted += posted;
    sums.soldOut += soldOut;
    sums.total += unposted + posted + soldOut;
    return {
      number: r.number,
      code: r.code,
      unposted: centsToUnits(unposted),
      posted: centsToUnits(posted),
      soldOut: centsToUnits(soldOut),
      total: centsToUnits(unposted + posted + soldOut),
    };
  });
  return {
    rows: pageOf(rows, body),
    totalCount: rows.length,
    overallInfo: {
      unposted: centsToUnits(sums.unposted),
      posted: centsToUnits(sums.posted),
      soldOut: centsToUnits(sums.soldOut),
      total: centsToUnits(sums.total),
      drawDate: body.drawDate,
      poolId: body.poolId,
      viewerId,
      currency: currency.code,
      processing: access.message !== null,
    },
  };
}
