// The schemas of the staff accounts' calls (docs/behaviour.md#api-calls, 7.1).
import { z } from 'zod';
import { PET_SPECIES, petSpeciesSchema } from '../appointments';
import {
  doctorSchema,
  LIMITS,
  pageOf,
  staffMemberSchema,
  staffStatusSchema,
  userSchema,
} from '../entities';
import { oneLine } from '../text-fields';
import {
  def,
  email,
  flag,
  line,
  longText,
  message,
  optionalLine,
  pageDepth,
  paging,
  password,
  required,
} from './fields';

const session = z.object({ status: z.literal(true), user: userSchema, access_token: z.string() });

export const accountCalls = {
  // 7.1 Accounts
  signIn: def('signIn', {
    request: z.object({ email, password: z.string(required).min(1).max(1024) }),
    response: session,
  }),
  register: def('register', {
    request: z.object({
      email,
      fullname: line(LIMITS.name),
      password,
      background: longText,
      description: longText,
    }),
    response: message,
  }),
  currentUser: def('currentUser', {
    response: z.object({ user: userSchema }),
  }),
  staffList: def('staffList', {
    response: z.array(staffMemberSchema),
  }),
  staffPage: def('staffPage', {
    query: z.object({ ...paging, status: staffStatusSchema.optional() }).superRefine(pageDepth),
    response: pageOf(staffMemberSchema),
  }),
  addStaff: def('addStaff', {
    request: z.object({
      email,
      fullname: line(LIMITS.name),
      role: line(LIMITS.name),
      background: longText,
      description: longText,
    }),
    response: message,
  }),
  doctors: def('doctors', {
    response: z.array(doctorSchema),
  }),
  updateStaff: def('updateStaff', {
    request: z.object({
      role: optionalLine(LIMITS.name),
      status: staffStatusSchema.optional(),
      background: longText,
      isAdmin: flag.optional(),
      description: longText,
      fullname: line(LIMITS.name).optional(),
      isDoctor: flag.optional(),
      species: z.array(petSpeciesSchema).max(PET_SPECIES.length).optional(),
    }),
    response: message,
  }),
  updateAccount: def('updateAccount', {
    query: z.object({ email: email.optional() }),
    request: z.object({
      fullname: line(LIMITS.name).optional(),
      background: longText,
      description: longText,
    }),
    response: z.object({ msg: z.string(), user: userSchema }),
  }),
  requestOtp: def('requestOtp', {
    request: z.object({ email }),
    response: message,
  }),
  resetPassword: def('resetPassword', {
    request: z.object({
      email,
      otp_code: z
        .string({ error: 'is required' })
        .trim()
        .regex(new RegExp(`^\\d{${LIMITS.otpDigits}}$`), {
          error: `must be the ${LIMITS.otpDigits}-digit code`,
        }),
      password,
    }),
    response: message,
  }),
  logout: def('logout', {
    request: z.object({ user_id: oneLine(z.string().max(64)).optional() }),
    response: message,
  }),
  deleteStaff: def('deleteStaff', {
    request: z.object({ email }),
    response: message,
  }),
  refreshToken: def('refreshToken', {
    response: session,
  }),
};
