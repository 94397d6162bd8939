import type { PayloadAction } from '@reduxjs/toolkit';
import type { Notice } from '../notices/notice';

export type Phase = 'start' | 'success' | 'fail';

export interface OperationMeta {
  operation: string;
  phase: Phase;
  /** Set on a success that the person should see as a green toast. */
  notice?: Notice;
}

export type OperationAction<P = unknown> = PayloadAction<P, string, OperationMeta>;

export interface Operation<StartPayload = void, SuccessPayload = unknown> {
  /** The SPEC's operation name, e.g. 'SIGNING_IN'. */
  name: string;
  startType: string;
  successType: string;
  /** The SPEC's failure id, e.g. 'SIGNING_IN_FAIL'. */
  failType: string;
  start(payload: StartPayload): OperationAction<StartPayload>;
  success(payload: SuccessPayload, msg?: string): OperationAction<SuccessPayload>;
  fail(notice: Notice): OperationAction<Notice>;
  match(action: unknown): action is OperationAction;
}

/**
 * One remote operation (SPEC §4): a start that turns loading on and clears old notices,
 * a success and a failure. Action types keep SPEC's ids (`RETRIVING_BLOGS_FAIL` included).
 */
export function createOperation<StartPayload = void, SuccessPayload = unknown>(
  name: string,
): Operation<StartPayload, SuccessPayload> {
  const startType = `${name}_START`;
  const successType = `${name}_SUCCESS`;
  const failType = `${name}_FAIL`;
  const meta = (phase: Phase, notice?: Notice): OperationMeta =>
    notice ? { operation: name, phase, notice } : { operation: name, phase };
  return {
    name,
    startType,
    successType,
    failType,
    start: (payload) => ({ type: startType, payload, meta: meta('start') }),
    success: (payload, msg) => ({
      type: successType,
      payload,
      meta: meta('success', msg === undefined ? undefined : { msg, status: 200, id: successType }),
    }),
    fail: (notice) => ({ type: failType, payload: notice, meta: meta('fail') }),
    match: (action): action is OperationAction =>
      isOperationAction(action) && action.meta.operation === name,
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
