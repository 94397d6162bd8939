import type { PayloadAction } from '@reduxjs/toolkit';
import type { Notice } from '../notices/notice';

export type Phase = 'start' | 'success' | 'fail';

export interface OperationMeta {
  operation: string;
  phase: Phase;
  /** Set on a success that the person should see as a green toast. */
  notice?: Notice;
  /** A failure the person has already been told about (the session ended): no toast. */
  quiet?: boolean;
}

export type OperationAction<P = unknown> = PayloadAction<P, string, OperationMeta>;

export interface Operation<StartPayload = void, SuccessPayload = unknown> {
  /** The operation's name in the contract, e.g. 'SIGNING_IN'. */
  name: string;
  startType: string;
  successType: string;
  failType: string;
  /**
   * The id a success notice carries, e.g. 'CREATING_BLOG_SUCCESS'
   * (docs/behaviour.md#success-messages).
   */
  successId: string;
  /** The failure id, e.g. 'SIGNING_IN_FAIL' (docs/behaviour.md#failure-messages). */
  failId: string;
  start(payload: StartPayload): OperationAction<StartPayload>;
  success(payload: SuccessPayload, msg?: string): OperationAction<SuccessPayload>;
  /** `quiet`: the failure is recorded but not shown (the person was told why already). */
  fail(notice: Notice, quiet?: boolean): OperationAction<Notice>;
  match(action: unknown): action is OperationAction;
}

export interface OperationOptions {
  /**
   * Prefixes the action types ('dashboard/RETRIVING_CAROUSEL_START') while the notice ids keep the
   * contract's spelling. Two remotes that load the same list each run their own saga for it:
   * without a scope, one start would make both call the API.
   */
  scope?: string;
}

/**
 * One remote operation (docs/behaviour.md#operations-and-state): a start that turns loading on and
 * clears old notices, a success and a failure. Action types and notice ids keep the contract's ids
 * (`RETRIVING_BLOGS_FAIL` included); a scoped operation prefixes only its action types.
 */
export function createOperation<StartPayload = void, SuccessPayload = unknown>(
  name: string,
  { scope }: OperationOptions = {},
): Operation<StartPayload, SuccessPayload> {
  const successId = `${name}_SUCCESS`;
  const failId = `${name}_FAIL`;
  const prefix = scope ? `${scope}/` : '';
  const operation = scope ? `${prefix}${name}` : name;
  const startType = `${prefix}${name}_START`;
  const successType = `${prefix}${successId}`;
  const failType = `${prefix}${failId}`;
  const meta = (phase: Phase, notice?: Notice): OperationMeta =>
    notice ? { operation, phase, notice } : { operation, phase };
  return {
    name: operation,
    startType,
    successType,
    failType,
    successId,
    failId,
    start: (payload) => ({ type: startType, payload, meta: meta('start') }),
    success: (payload, msg) => ({
      type: successType,
      payload,
      meta: meta('success', msg === undefined ? undefined : { msg, status: 200, id: successId }),
    }),
    fail: (notice, quiet = false) => ({
      type: failType,
      payload: notice,
      meta: quiet ? { ...meta('fail'), quiet } : meta('fail'),
    }),
    match: (action): action is OperationAction =>
      isOperationAction(action) && action.meta.operation === operation,
  };
}

export function isOperationAction(action: unknown): action is OperationAction {
  if (typeof action !== 'object' || action === null || !('meta' in action)) return false;
  const meta = (action as { meta?: unknown }).meta;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof (meta as OperationMeta).operation === 'string' &&
    typeof (meta as OperationMeta).phase === 'string'
  );
}
