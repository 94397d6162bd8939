import { staffPagesChanged, type PublicStaffView } from './page-changes';

const DOCTOR: PublicStaffView = {
  id: 'd1',
  status: 'ACTIVE',
  isDoctor: true,
  fullname: 'Dr. Amina Wanjiru',
  role: 'Veterinary Surgeon',
  description: 'Farm animals',
  background: 'Twenty years in practice',
  avatarId: 'img1',
};
const MEMBER: PublicStaffView = { ...DOCTOR, id: 's1', isDoctor: false };
const sorted = (paths: string[]) => [...paths].sort();

describe('staffPagesChanged', () => {
  it('an ACTIVE doctor arriving or leaving changes the about page, the home page and their own', () => {
    const pages = ['/', '/about_us', '/doctor/d1'];
    expect(sorted(staffPagesChanged(undefined, DOCTOR))).toEqual(pages);
    expect(sorted(staffPagesChanged(DOCTOR, undefined))).toEqual(pages);
    expect(sorted(staffPagesChanged(DOCTOR, { ...DOCTOR, status: 'SUSPENDED' }))).toEqual(pages);
  });

  it('another ACTIVE member changes only the about page; a PENDING one nothing', () => {
    expect(staffPagesChanged(undefined, MEMBER)).toEqual(['/about_us']);
    expect(staffPagesChanged(undefined, { ...MEMBER, status: 'PENDING' })).toEqual([]);
    expect(staffPagesChanged({ ...MEMBER, status: 'PENDING' }, MEMBER)).toEqual(['/about_us']);
  });

  it('a change reaches only the pages that show the changed field', () => {
    expect(staffPagesChanged(DOCTOR, { ...DOCTOR, background: 'Thirty years' })).toEqual([
      '/doctor/d1',
    ]);
    expect(sorted(staffPagesChanged(DOCTOR, { ...DOCTOR, description: 'Pets' }))).toEqual([
      '/',
      '/doctor/d1',
    ]);
    expect(sorted(staffPagesChanged(DOCTOR, { ...DOCTOR, avatarId: 'img2' }))).toEqual([
      '/',
      '/about_us',
      '/doctor/d1',
    ]);
    expect(staffPagesChanged(MEMBER, { ...MEMBER, background: 'Not shown anywhere' })).toEqual([]);
    expect(staffPagesChanged(DOCTOR, { ...DOCTOR })).toEqual([]);
  });

  it('becoming a doctor adds the home page and their own page; the about page stays', () => {
    expect(sorted(staffPagesChanged(MEMBER, { ...MEMBER, isDoctor: true }))).toEqual([
      '/',
      '/doctor/s1',
    ]);
  });
});
