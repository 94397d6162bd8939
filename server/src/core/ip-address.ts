/**
 * The groups of an IPv6 address with its '::' written out as the zero groups it stands for
 * ('2001:db8::1' -> 2001, db8, 0, 0, 0, 0, 0, 1). An IPv4 tail ('64:ff9b::1.2.3.4') stays one
 * item and counts as two groups. The address is assumed valid (node:net's isIPv6).
 */
export function ipv6Groups(address: string): string[] {
  const groups = (text: string) => (text ? text.split(':') : []);
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const [head = '', tail] = address.split('::');
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
}
