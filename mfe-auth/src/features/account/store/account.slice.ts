import {
  createOperation,
  createSlice,
  type CallResponse,
  type Operation,
  type Session,
  type SiteLocale,
} from 'shared-data';

export interface SignInInput {
  email: string;
  password: string;
}
export interface RegisterInput {
  fullname: string;
  email: string;
  password: string;
  avatar: File | null;
}
export interface ResetInput {
  email: string;
  otp_code: string;
  password: string;
}

// Each account call with the contract's ids (SIGNING_IN_FAIL, OTP_SUCCESS, ...):
// docs/behaviour.md#operations-and-state and docs/behaviour.md#messages.
export const signIn = createOperation<SignInInput, Session>('SIGNING_IN');
export const register = createOperation<RegisterInput, CallResponse<'register'>>('REGISTERING');
/** `language`: the page's, the code mail's (sent as `?lang=`, not in the body). */
export const requestOtp = createOperation<
  { email: string; language?: SiteLocale },
  CallResponse<'requestOtp'>
>('OTP');
export const resetPassword = createOperation<ResetInput, CallResponse<'resetPassword'>>(
  'RESETTING_PASSWORD',
);

export interface AccountState {
  signingIn: boolean;
  registering: boolean;
  /** Bumped by each registration that went through, so the form knows to clear itself. */
  registered: number;
  requestingOtp: boolean;
  /** The address of the last code request. */
  otpEmail: string;
  /** A code was just sent; the request screen moves on to /reset with otpEmail filled in. */
  otpSent: boolean;
  resetting: boolean;
  /** The password was just reset; the reset screen moves on to /sign_in. */
  passwordReset: boolean;
}

const initialState: AccountState = {
  signingIn: false,
  registering: false,
  registered: 0,
  requestingOtp: false,
  otpEmail: '',
  otpSent: false,
  resetting: false,
  passwordReset: false,
};

type Flag = 'signingIn' | 'registering' | 'requestingOtp' | 'resetting';
const flags: [{ match: Operation['match'] }, Flag][] = [
  [signIn, 'signingIn'],
  [register, 'registering'],
  [requestOtp, 'requestingOtp'],
  [resetPassword, 'resetting'],
];

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** The screen has moved on after a success; the next visit starts afresh. */
    accountStepDone(state) {
      state.otpSent = false;
      state.passwordReset = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(register.successType, (state) => {
        state.registered += 1;
      })
      .addCase(requestOtp.startType, (state, action: ReturnType<typeof requestOtp.start>) => {
        state.otpEmail = action.payload.email;
      })
      .addCase(requestOtp.successType, (state) => {
        state.otpSent = true;
      })
      .addCase(resetPassword.successType, (state) => {
        state.passwordReset = true;
      });
    for (const [operation, flag] of flags) {
      builder.addMatcher(operation.match, (state, action) => {
        state[flag] = action.meta.phase === 'start';
      });
    }
  },
});

export const { accountStepDone } = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
export const selectAccount = (state: { authAccount: AccountState }) => state.authAccount;
