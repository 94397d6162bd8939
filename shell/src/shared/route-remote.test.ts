import { remoteOfPath } from './route-remote';

describe('remoteOfPath', () => {
  it.each([
    ['/', 'public'],
    ['/services', 'public'],
    ['/doctor/3', 'public'],
    ['/blog', 'blog'],
    ['/blogs/7', 'blog'],
    ['/sign_in', 'auth'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/blog', 'dashboard'],
  ])('sends %s to the %s remote', (pathname, remote) => {
    expect(remoteOfPath(pathname)).toBe(remote);
  });

  it.each(['/no/such/page', '/blogs', '/doctor'])('knows no remote for %s', (pathname) => {
    expect(remoteOfPath(pathname)).toBeNull();
  });
});
