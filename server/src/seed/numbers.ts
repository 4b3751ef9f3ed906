import { addDays, businessDate } from '@drawdesk/shared-kernel/domain';
import { expandRedNumber } from '@drawdesk/shared-kernel/domain/betting';
import type { DemoContext } from './context';
import type { Trx } from '../db/retry';

/** Demo dictionary entries in the style of a 4D dream book (number, English, Chinese). */
export const DEMO_NUMBER_MEANINGS: readonly (readonly [string, string, string])[] = [
  ['0', 'Full moon', '满月'],
  ['1', 'Sunrise, a new start', '日出'],
  ['2', 'A pair of ducks', '鸳鸯'],
  ['3', 'Three wishes', '三个愿望'],
  ['4', 'Temple', '寺庙'],
  ['5', 'Tiger', '老虎'],
  ['6', 'Smooth road', '顺路'],
  ['7', 'Dragon', '龙'],
  ['8', 'Prosperity', '发财'],
  ['9', 'Long life', '长久'],
  ['10', 'Dog', '狗'],
  ['11', 'Chopsticks', '筷子'],
  ['12', 'Clock', '时钟'],
  ['13', 'Black cat', '黑猫'],
  ['18', 'Sure to prosper', '实发'],
  ['21', 'Wedding', '婚礼'],
  ['24', 'Carpenter', '木匠'],
  ['28', 'Easy money', '易发'],
  ['33', 'Butterfly', '蝴蝶'],
  ['38', 'Goddess of mercy', '观音'],
  ['42', 'Fish market', '鱼市'],
  ['47', 'Rooster', '公鸡'],
  ['51', 'Rain', '下雨'],
  ['56', 'Happy home', '乐家'],
  ['63', 'Monkey', '猴子'],
  ['66', 'Everything smooth', '六六大顺'],
  ['70', 'Rat', '老鼠'],
  ['77', 'Twin dragons', '双龙'],
  ['81', 'Money god', '财神'],
  ['88', 'Double prosperity', '双喜发财'],
  ['99', 'Forever', '天长地久'],
  ['168', 'Prosperity all the way', '一路发'],
  ['520', 'I love you', '我爱你'],
  ['888', 'Triple prosperity', '发发发'],
  ['1314', 'All my life', '一生一世'],
  ['1688', 'Prosper all the way', '一路发发'],
  ['2828', 'Easy fortune twice', '易发易发'],
  ['5168', 'I will prosper all the way', '我一路发'],
  ['6688', 'Smooth and rich', '顺顺发发'],
  ['8888', 'Great fortune', '大发'],
  ['9999', 'Eternity', '永恒'],
];

/** Demo data of this area: red numbers of demo_co, the dictionary, and SGD/THB rates. */
export async function seedNumbersDemo(trx: Trx, ctx: DemoContext): Promise<void> {
  const today = businessDate(ctx.now);
  const company = ctx.userIds.get('demo_co');
  const admin = ctx.userIds.get('admin') ?? null;
  if (company !== undefined) {
    const reds = [
      { number: '6803', type: '24P' as const, fightLimit: null },
      { number: '9929', type: 'normal' as const, fightLimit: 5_000 },
    ];
    for (const red of reds) {
      const expanded = expandRedNumber(red.number, red.type);
      if (!expanded.ok) throw new Error(expanded.message);
      await trx
        .insertInto('red_numbers')
        .values({
          owner_id: company,
          number: red.number,
          permutation_type: red.type,
          numbers: expanded.numbers,
          pools: [1, 2, 3],
          date_from: today,
          date_to: addDays(today, 365),
          fight_limit: red.fightLimit,
          created_by: admin,
          updated_by: admin,
        })
        .execute();
    }
  }
  await trx
    .insertInto('number_meanings')
    .values(
      DEMO_NUMBER_MEANINGS.map(([number, en, zh]) => ({
        number,
        meaning_en: en,
        meaning_zh: zh,
        updated_by: admin,
      })),
    )
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
  await trx
    .insertInto('currency_rates')
    .values([
      { currency: 'SGD', rate: 33_000, fake_rate: 32_800, updated_by: admin },
      { currency: 'THB', rate: 1_300, fake_rate: 1_280, updated_by: admin },
    ])
    .onConflict((oc) => oc.column('currency').doNothing())
    .execute();
}
