/**
 * The account form's package pickers (normal, GD, 9Lotto, red): packages the caller may assign
 * (GetPackages), and for an existing account what it bets with now (GetPackageDetail).
 */
import { useEffect, useState } from 'react';
import type { PackageKind } from '@drawdesk/shared-kernel/contract';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { packagesApi, type AccountPackageDetail, type PackageRow } from '../api';
import { ensurePackagesResources, usePackagesT } from '../i18n';

ensurePackagesResources();

export type PackageIds = Partial<Record<PackageKind, number | null>>;

const KINDS: ReadonlyArray<{ kind: PackageKind; fits: (p: PackageRow) => boolean }> = [
  { kind: 'normal', fits: (p) => !p.isRed && p.type === 0 },
  { kind: 'gd', fits: (p) => !p.isRed && p.type === 2 },
  { kind: 'nineLotto', fits: (p) => !p.isRed && p.type === 3 },
  { kind: 'red', fits: (p) => p.isRed },
];

export function AccountPackagePickers({
  value,
  onChange,
  userId,
}: {
  value: PackageIds;
  onChange: (next: PackageIds) => void;
  userId?: number;
}) {
  const { t } = usePackagesT();
  const [packages, setPackages] = useState<PackageRow[]>([]);
  const [detail, setDetail] = useState<AccountPackageDetail | null>(null);
  useEffect(() => {
    let live = true;
    void packagesApi.assignable().then((reply) => {
      if (live && reply?.success && Array.isArray(reply.data)) setPackages(reply.data);
    });
    if (userId)
      void packagesApi.ofAccount(userId).then((reply) => {
        if (live && reply?.success && reply.data && Array.isArray(reply.data.terms)) setDetail(reply.data);
      });
    return () => {
      live = false;
    };
  }, [userId]);

  return (
    <>
      {KINDS.map(({ kind, fits }) => {
        const current = value[kind] ?? null;
        const options = packages.filter(fits).map((p) => ({ value: String(p.packageId), label: p.name }));
        if (current !== null && !options.some((o) => o.value === String(current)))
          options.push({ value: String(current), label: `#${current}` });
        const resolved = detail?.terms.find((x) => x.kind === kind);
        const hint =
          resolved &&
          t('picker.resolved', {
            name:
              resolved.packageName ??
              (resolved.source === 'official' ? t('picker.official') : t('picker.none')),
            source: t(`picker.source.${resolved.source}`, { from: resolved.fromUsername ?? '' }),
          });
        return (
          <SelectInput
            key={kind}
            label={t(`picker.${kind}`)}
            value={current === null ? '' : String(current)}
            onChange={(v) => onChange({ ...value, [kind]: v === '' ? null : Number(v) })}
            options={[
              { value: '', label: kind === 'red' ? t('picker.none') : t('picker.inherit') },
              ...options,
            ]}
            hint={hint || undefined}
          />
        );
      })}
    </>
  );
}
