/**
 * An answer already serialised (and checked against the call's schema) by the service, e.g. a
 * cached list: sent as it is, without the per-request schema encoding.
 */
export class Serialized {
  constructor(
    readonly body: Buffer,
    /** Its media type: JSON, or the HTML of a page (a staff preview). */
    readonly type = 'application/json; charset=utf-8',
  ) {}
}
