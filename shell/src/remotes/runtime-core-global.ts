import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { nextTask } from './next-task';

/**
 * The shell's federation runtime plugin.
 *
 * It publishes the shell's copy of the runtime before any remote loads, for the remotes'
 * production builds, which leave theirs out and read this one (webpack/browser.cjs,
 * externalRuntime). It is the copy the shell itself runs: the federation plugin's own provider
 * imports another build of it, which would put the runtime in the shell's entry twice.
 *
 * It also spreads the start's shared modules over tasks: each one is resolved (its version
 * matched, its chunk requested) in a task of its own, one after the other, rather than all in
 * the task that evaluates the entry, which then held the main thread for 20-50 ms on a slow
 * phone's CPU.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  let turn = Promise.resolve();
  return {
    name: 'shell-runtime',
    beforeInit(args) {
      const global = globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
    beforeLoadShare(args) {
      turn = turn.then(nextTask);
      return turn.then(() => args);
    },
  };
}
