/**
 * The first script of every render isolate (render-isolate.ts): what the isolate gets of the
 * server, and the only ways it has to reach it. Timers, a console and a clock are made of the
 * host references below (with queueMicrotask and AbortController, made of nothing); `__portal` then loads the shell's server bundle, one remote's server
 * bundle with the shell's shared modules as its only modules, and renders pages.
 *
 * The host references, set on the global object before this runs and removed by it (so a
 * bundle sees only the functions built here, which close over them):
 * - `__hostSleep(ms)`: a promise that settles after ms (the isolate's timers);
 * - `__hostAnswer(requestJson)`: the API's answer to a GET of the render, as JSON;
 * - `__hostLog(level, message)`: a line for the server's log (bounded by the host).
 *
 * Everything crosses the boundary as copies of strings and numbers: nothing of the server's
 * memory (no object, no function) is ever handed in.
 */
export const ISOLATE_PRELUDE = String.raw`
(function (global) {
  'use strict';
  var sleepRef = global.__hostSleep;
  var answerRef = global.__hostAnswer;
  var logRef = global.__hostLog;
  delete global.__hostSleep;
  delete global.__hostAnswer;
  delete global.__hostLog;
  var transfer = { arguments: { copy: true }, result: { promise: true, copy: true } };
  var hostCall = function (ref, args) { return ref.apply(undefined, args, transfer); };
  var log = function (level, parts) {
    var text = parts.map(function (part) {
      if (part instanceof Error) return part.stack || String(part);
      if (typeof part === 'string') return part;
      try { return JSON.stringify(part); } catch (error) { return String(part); }
    }).join(' ');
    logRef.apply(undefined, [level, text.slice(0, 2000)], { arguments: { copy: true } }).catch(function () {});
  };
  global.console = {
    log: function () { log('info', [].slice.call(arguments)); },
    info: function () { log('info', [].slice.call(arguments)); },
    debug: function () {},
    warn: function () { log('warn', [].slice.call(arguments)); },
    error: function () { log('error', [].slice.call(arguments)); },
  };

  var timers = new Map();
  var nextTimer = 1;
  global.setTimeout = function (callback, ms) {
    var args = [].slice.call(arguments, 2);
    var id = nextTimer++;
    timers.set(id, true);
    hostCall(sleepRef, [Math.max(0, Number(ms) || 0)]).then(function () {
      if (!timers.delete(id)) return;
      if (typeof callback === 'function') callback.apply(undefined, args);
    });
    return id;
  };
  global.clearTimeout = function (id) { timers.delete(id); };
  global.setInterval = function (callback, ms) {
    var args = [].slice.call(arguments, 2);
    var id = nextTimer++;
    timers.set(id, true);
    var tick = function () {
      hostCall(sleepRef, [Math.max(1, Number(ms) || 0)]).then(function () {
        if (!timers.has(id)) return;
        callback.apply(undefined, args);
        tick();
      });
    };
    tick();
    return id;
  };
  global.clearInterval = global.clearTimeout;
  global.setImmediate = function (callback) {
    return global.setTimeout.apply(undefined, [callback, 0].concat([].slice.call(arguments, 1)));
  };
  global.clearImmediate = global.clearTimeout;
  global.queueMicrotask = function (callback) {
    Promise.resolve().then(callback).catch(function (error) {
      global.setTimeout(function () { throw error; }, 0);
    });
  };

  // AbortController as the shell's render and React's renderer use it.
  function AbortSignal() {
    this.aborted = false;
    this.reason = undefined;
    this.onabort = null;
    this._listeners = [];
  }
  AbortSignal.prototype.addEventListener = function (type, listener) {
    if (type === 'abort') this._listeners.push(listener);
  };
  AbortSignal.prototype.removeEventListener = function (type, listener) {
    this._listeners = this._listeners.filter(function (known) { return known !== listener; });
  };
  AbortSignal.prototype.throwIfAborted = function () {
    if (this.aborted) throw this.reason;
  };
  function AbortController() { this.signal = new AbortSignal(); }
  AbortController.prototype.abort = function (reason) {
    var signal = this.signal;
    if (signal.aborted) return;
    signal.aborted = true;
    signal.reason = reason === undefined ? new Error('The operation was aborted') : reason;
    var event = { type: 'abort', target: signal };
    if (typeof signal.onabort === 'function') signal.onabort(event);
    signal._listeners.splice(0).forEach(function (listener) { listener(event); });
  };
  global.AbortController = AbortController;
  global.AbortSignal = AbortSignal;

  var started = Date.now();
  global.performance = { now: function () { return Date.now() - started; }, timeOrigin: started };
  global.self = global;

  var shell = null;
  var remote = null;
  var renders = new Map();

  /**
   * A CommonJS bundle's exports, from the module function the host compiled onto the global
   * object under 'name' (taken off it here); its require is the one given.
   */
  function evaluate(name, filename, requireFn) {
    var factory = global[name];
    delete global[name];
    if (typeof factory !== 'function') throw new Error(filename + ' was not compiled');
    var module = { exports: {} };
    factory.call(module.exports, module.exports, requireFn, module, filename, '/');
    return module.exports;
  }

  global.__portal = {
    loadShell: function (apiBase) {
      shell = evaluate('__shellFactory', 'shell/server/render.js', function (request) {
        throw new Error(request + ' is not available to the shell server bundle');
      });
      if (!shell || typeof shell.render !== 'function' || typeof shell.configure !== 'function' || !shell.shared) {
        throw new Error("The shell server bundle does not export { shared, configure, render }");
      }
      shell.configure({
        apiBase: apiBase,
        answer: function (request) {
          return hostCall(answerRef, [JSON.stringify(request)]).then(function (text) {
            return JSON.parse(text);
          });
        },
      });
    },
    loadRemote: function (name, publicPath) {
      var context = { publicPath: publicPath };
      var exported = evaluate('__remoteFactory', 'mfe-' + name + '/server/module.js', function (request) {
        if (request === 'portal:server-context') return context;
        if (Object.prototype.hasOwnProperty.call(shell.shared, request)) return shell.shared[request];
        throw new Error(request + " is not shared with a remote's server bundle");
      });
      if (!exported || !Array.isArray(exported.routes) || typeof exported.reducers !== 'object' || typeof exported.saga !== 'function') {
        throw new Error('mfe-' + name + ' server bundle does not export { routes, reducers, saga }');
      }
      remote = { name: name, module: exported };
    },
    render: function (id, inputJson) {
      var input = JSON.parse(inputJson);
      var controller = new AbortController();
      renders.set(id, controller);
      var errors = 0;
      return Promise.resolve()
        .then(function () {
          return shell.render({
            url: input.url,
            remote: remote,
            signal: controller.signal,
            dataTimeoutMs: input.dataTimeoutMs,
            state: input.state || {},
            dataGiven: input.dataGiven === true,
            onError: function (error) {
              if (errors++ < 5) log('warn', ['A part of a page failed to render on the server:', error]);
            },
          });
        })
        .then(function (output) { return JSON.stringify(output === undefined ? null : output); })
        .finally(function () { renders.delete(id); });
    },
    abort: function (id, reason) {
      var controller = renders.get(id);
      if (controller) controller.abort(new Error(reason));
    },
  };
})(globalThis);
`;
