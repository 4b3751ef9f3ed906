/**
 * What a sub-account needs for each call: the table lives in the kernel, so the shell's menu and
 * the screens offer a sub-account exactly the calls this server lets it make (the hook in guards.ts).
 */
export {
  CALL_ACCESS,
  callAllowed,
  type CallRule,
  type FunctionRule,
} from '@drawdesk/shared-kernel/domain/access';
