import { SITE_ROUTES, sitePath } from 'shared-data';
import { VITALS_ROUTES } from 'shared-data/contract/web-vitals';
import { publicRouteOf } from './public-route';

describe('publicRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/services', '/services'],
    ['/blogs/7', '/blogs/:blog_id'],
    ['/doctor/3', '/doctor/:id'],
    ['/book_appointment', '/book_appointment'],
    // The manage link's secret token is never what is reported.
    ['/book_appointment/manage/Qm9va2luZy10b2tlbi1zZWNyZXQ', '/book_appointment/manage/:token'],
  ])('reports %s as %s', (pathname, pattern) => {
    expect(publicRouteOf(pathname)).toBe(pattern);
  });

  it.each([
    '/dashboard',
    '/dashboard/enquiries',
    '/sign_in',
    '/register',
    '/otp',
    '/reset',
    '/no/such/page',
    '/doctor',
    '/blogs/7/comments',
  ])('reports nothing for %s (not a public page)', (pathname) => {
    expect(publicRouteOf(pathname)).toBeNull();
  });

  it('knows every public route of the contract, and only those', () => {
    const found = [...Object.values(SITE_ROUTES.public), ...Object.values(SITE_ROUTES.blog)].map(
      (pattern) => publicRouteOf(sitePath(pattern, { id: '3', blog_id: '7', token: 'abc' })),
    );
    expect(found.sort()).toEqual([...VITALS_ROUTES].sort());
  });
});
