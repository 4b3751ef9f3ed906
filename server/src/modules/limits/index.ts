// The limits area: fight limits and eat settings, resend-order limits.
// Other areas, the seed and app.ts import this area only through this file.
export { COMPANY_PT, accountFormView, defaultEatState, effectiveFightLimit, rowsToLimits } from './eatRules';
export type { AccountFormEat, LimitsCents } from './eatRules';
export { accountFormEatOf, applyAccountFormEat, copyEatState } from './eatService';
export { limitsRoutes } from './routes';
