/** A clock the tests can move; milliseconds since the epoch. */
export type Clock = () => number;
