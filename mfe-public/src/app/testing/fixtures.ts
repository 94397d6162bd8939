// Test data in the contract's shapes, as the API answers them.
import type { CarouselItem, Counter, Doctor, PromiseCard, StaffMember } from 'shared-data';

export const carouselItems: CarouselItem[] = [
  {
    id: 'c2',
    _id: 'c2',
    index: 2,
    image: '/uploads/slide-b-960.webp',
    image_srcset: '/uploads/slide-b-480.webp 480w, /uploads/slide-b-960.webp 960w',
  },
  {
    id: 'c1',
    _id: 'c1',
    index: 1,
    image: '/uploads/slide-a-960.webp',
    image_srcset: '/uploads/slide-a-480.webp 480w, /uploads/slide-a-960.webp 960w',
  },
];

export const counters: Counter[] = [
  { id: 'k1', title: 'Animals treated', content: 25000 },
  { id: 'k2', title: 'Farmers served', content: 5000 },
];

export const promises: PromiseCard[] = [
  {
    id: 'p1',
    title: 'Help at any hour',
    content: 'Our emergency line is open 24 hours a day.',
    image: '/uploads/p1-960.webp',
    image_srcset: '/uploads/p1-480.webp 480w, /uploads/p1-960.webp 960w',
  },
  {
    id: 'p2',
    title: 'Prevention first',
    content: 'We would rather keep your animals well.',
    image: null,
    image_srcset: null,
  },
];

export const doctors: Doctor[] = [
  {
    _id: 'd1',
    fullname: 'Wanjiru Kamau',
    role: 'Senior Veterinary Surgeon',
    description: 'Wanjiru leads our surgical team.',
    background:
      'Dr. Wanjiru Kamau earned her BVM at the University of Nairobi.\n\nShe runs the theatre.',
    avatar: '/uploads/wanjiru-960.webp',
    avatar_srcset: '/uploads/wanjiru-480.webp 480w, /uploads/wanjiru-960.webp 960w',
  },
  {
    _id: 'd2',
    fullname: 'David Otieno',
    role: 'Farm Animal Veterinarian',
    description: 'David looks after dairy herds.',
    background: '',
    avatar: null,
    avatar_srcset: null,
  },
];

export const staff: StaffMember[] = [
  {
    _id: 's1',
    fullname: 'Grace Mwende Mutua',
    avatar: '/uploads/grace-480.webp',
    avatar_srcset: '/uploads/grace-480.webp 480w',
    background: '',
    description: '',
    images: [],
    isDoctor: true,
    isAdmin: false,
    rank: '',
    status: 'ACTIVE',
    role: 'Companion Animal Veterinarian',
  },
  {
    _id: 's2',
    fullname: 'Peter Njoroge',
    avatar: null,
    avatar_srcset: null,
    background: '',
    description: '',
    images: [],
    isDoctor: false,
    isAdmin: false,
    rank: '',
    status: 'ACTIVE',
    role: 'Groomer',
  },
];
