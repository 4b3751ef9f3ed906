/**
 * The account form's package pickers (normal, GD, 9Lotto, red): packages the caller may assign
 * (GetPackages), and for an existing account what it bets with now (GetPackageDetail). Each picker
 * is a field of the enclosing form, under `name` (`packageIds.normal`, ...), kept as text: '' is
 * "inherit" (or "none" for red); read the ids back with packageIdsFrom.
 */
import type { PackageKind } from '@drawdesk/shared-kernel/contract';
import { SelectField, useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { packagesApi, packagesKeys, type AccountPackageDetail, type PackageRow } from '../api';
import { ensurePackagesResources, usePackagesT } from '../i18n';

ensurePackagesResources();

export type PackageIds = Partial<Record<PackageKind, number | null>>;
/** The pickers' form values: a package id as text, '' for none; a kind never picked stays absent. */
export type PackageChoices = Partial<Record<PackageKind, string>>;

const KINDS: ReadonlyArray<{ kind: PackageKind; fits: (p: PackageRow) => boolean }> = [
  { kind: 'normal', fits: (p) => !p.isRed && p.type === 0 },
  { kind: 'gd', fits: (p) => !p.isRed && p.type === 2 },
  { kind: 'nineLotto', fits: (p) => !p.isRed && p.type === 3 },
  { kind: 'red', fits: (p) => p.isRed },
];

/** The pickers' values of an account's package ids. */
export function packageChoices(ids: PackageIds): PackageChoices {
  return Object.fromEntries(
    Object.entries(ids).map(([kind, id]) => [kind, id === null || id === undefined ? '' : String(id)]),
  ) as PackageChoices;
}

/** The package ids of the pickers' values ('' is null: inherit, or no red package). */
export function packageIdsFrom(choices: PackageChoices): PackageIds {
  return Object.fromEntries(
    Object.entries(choices).map(([kind, text]) => [
      kind,
      text === '' || text === undefined ? null : Number(text),
    ]),
  ) as PackageIds;
}

export function AccountPackagePickers({ userId, name = 'packageIds' }: { userId?: number; name?: string }) {
  const { t } = usePackagesT();
  const assignable = useApiQuery(packagesKeys.assignable(), (signal) => packagesApi.assignable({ signal }));
  const ofAccount = useApiQuery(
    packagesKeys.ofAccount(userId ?? 0),
    (signal) => packagesApi.ofAccount(userId ?? 0, { signal }),
    { enabled: userId !== undefined && userId > 0 },
  );
  const packages = Array.isArray(assignable.data?.data) ? assignable.data.data : [];
  const detail = ofAccount.data?.data;
  const terms = detail && Array.isArray(detail.terms) ? detail.terms : [];
  return (
    <>
      {KINDS.map(({ kind, fits }) => (
        <PackagePicker
          key={kind}
          name={`${name}.${kind}`}
          kind={kind}
          packages={packages.filter(fits)}
          hint={hintOf(
            t,
            terms.find((x) => x.kind === kind),
          )}
        />
      ))}
    </>
  );
}

type Term = AccountPackageDetail['terms'][number];

function hintOf(t: ReturnType<typeof usePackagesT>['t'], resolved: Term | undefined): string | undefined {
  if (!resolved) return undefined;
  return (
    t('picker.resolved', {
      name:
        resolved.packageName ?? (resolved.source === 'official' ? t('picker.official') : t('picker.none')),
      source: t(`picker.source.${resolved.source}`, { from: resolved.fromUsername ?? '' }),
    }) || undefined
  );
}

function PackagePicker({
  name,
  kind,
  packages,
  hint,
}: {
  name: string;
  kind: PackageKind;
  packages: PackageRow[];
  hint: string | undefined;
}) {
  const { t } = usePackagesT();
  const current = useBoundField<string | undefined>(name).value ?? '';
  const options = packages.map((p) => ({ value: String(p.packageId), label: p.name }));
  // A package the caller may no longer assign still shows as the account's choice.
  if (current !== '' && !options.some((o) => o.value === current))
    options.push({ value: current, label: `#${current}` });
  return (
    <SelectField
      name={name}
      label={t(`picker.${kind}`)}
      options={[{ value: '', label: kind === 'red' ? t('picker.none') : t('picker.inherit') }, ...options]}
      hint={hint}
    />
  );
}
