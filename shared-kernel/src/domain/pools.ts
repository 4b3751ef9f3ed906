/** Pools of DOMAIN 4. */
export interface PoolInfo {
  id: PoolId;
  name: string;
  displayName: string;
  receiptLetter: string;
  inputDigit: string;
  games: readonly Game[];
  packageType: PackageType;
}
export type PoolId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type Game = '4D' | '3D' | '2D' | '5D' | '6D';
export type PackageType = 0 | 2 | 3;
export const PackageTypes = { Normal: 0, GD: 2, NineLotto: 3 } as const;

const std: readonly Game[] = ['4D', '3D', '2D'];
export const POOLS: readonly PoolInfo[] = [
  {
    id: 1,
    name: 'Magnum',
    displayName: 'Magnum',
    receiptLetter: 'M',
    inputDigit: '1',
    games: std,
    packageType: 0,
  },
  {
    id: 2,
    name: 'PMP',
    displayName: 'Kuda',
    receiptLetter: 'P',
    inputDigit: '2',
    games: std,
    packageType: 0,
  },
  {
    id: 3,
    name: 'Toto',
    displayName: 'Toto',
    receiptLetter: 'T',
    inputDigit: '3',
    games: ['4D', '3D', '2D', '5D', '6D'],
    packageType: 0,
  },
  {
    id: 4,
    name: 'Singapore',
    displayName: 'Singapore',
    receiptLetter: 'S',
    inputDigit: '4',
    games: std,
    packageType: 0,
  },
  {
    id: 5,
    name: 'Sabah',
    displayName: 'Sabah',
    receiptLetter: 'B',
    inputDigit: '5',
    games: std,
    packageType: 0,
  },
  { id: 6, name: 'STC', displayName: 'STC', receiptLetter: 'D', inputDigit: '6', games: std, packageType: 0 },
  {
    id: 7,
    name: 'Sarawak',
    displayName: 'Sarawak',
    receiptLetter: 'W',
    inputDigit: '7',
    games: std,
    packageType: 0,
  },
  { id: 8, name: 'GD', displayName: 'GD', receiptLetter: 'H', inputDigit: '8', games: std, packageType: 2 },
  {
    id: 9,
    name: '9Lotto',
    displayName: '9Lotto',
    receiptLetter: 'E',
    inputDigit: '9',
    games: std,
    packageType: 3,
  },
];
export const POOL_IDS: readonly PoolId[] = POOLS.map((p) => p.id);

export function poolById(id: number): PoolInfo | undefined {
  return POOLS.find((p) => p.id === id);
}

/** Pool ids as their receipt letters in the given order (`[1, 3]` -> `MT`); an unknown id as its number. */
export function poolLetters(ids: readonly number[]): string {
  return ids.map((id) => poolById(id)?.receiptLetter ?? String(id)).join('');
}

/** Default cutoff per pool (DOMAIN 4): 19:00, Singapore 18:00. */
export function defaultCutoff(poolId: PoolId): { hour: number; minute: number } {
  return poolId === 4 ? { hour: 18, minute: 0 } : { hour: 19, minute: 0 };
}
