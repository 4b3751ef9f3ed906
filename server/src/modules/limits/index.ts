// The limits area: fight limits and eat settings, resend-order limits.
// Other areas, the seed and app.ts import this area only through this file.
export {
  COMPANY_PT,
  accountFormView,
  defaultEatState,
  effectiveFightLimit,
  limitsToUnits,
  rowsToLimits,
} from './eatRules';
export type { AccountFormEat, EatState, LimitsCents } from './eatRules';
export { loadEatState } from './queries';
export { accountFormEatOf, applyAccountFormEat, copyEatState } from './eatService';
export { limitsRoutes } from './routes';
