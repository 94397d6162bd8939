import type { ArtworkName } from '../../../shared/images/artwork-sources';

/** The 'Our partners' strip: the logos, in order. Edit here to add or remove one. */
export const PARTNERS: readonly { name: string; logo: ArtworkName }[] = [
  { name: 'County Veterinary Services', logo: 'partnerCountyVet' },
  { name: 'Ridgeways Dairy Cooperative', logo: 'partnerDairyCoop' },
  { name: 'Faculty of Veterinary Medicine', logo: 'partnerVetSchool' },
  { name: 'Donkey Welfare Partnership', logo: 'partnerDonkeyWelfare' },
  { name: 'Kiambu Agrovet Suppliers', logo: 'partnerAgrovet' },
  { name: 'Nairobi Kennel & Cattery Club', logo: 'partnerKennelClub' },
];
