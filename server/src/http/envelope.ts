import { ReplyCode, type Envelope } from '@drawdesk/shared-kernel/contract';

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { success: true, message, data, code: ReplyCode.Ok };
}

export function failure(message: string, code: number = ReplyCode.BusinessError): Envelope<null> {
  return { success: false, message, data: null, code };
}
