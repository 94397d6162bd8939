import { act, render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { Provider } from 'react-redux';
import {
  createOperation,
  createStoreKit,
  MESSAGES,
  NO_RESPONSE_MSG,
  NOT_PROCESSED_MSG,
  SESSION_EXPIRED_NOTICE,
} from 'shared-data';
import { LocaleProvider } from '../i18n';
import sw from '../i18n/sw.json';
import { NOTICE_MESSAGES, noticeText } from './notice-texts';
import { NoticeToasts } from './notice-toasts';

const swahili = createIntl({ locale: 'sw-KE', messages: sw });

describe("notices in the page's language", () => {
  it("matches each sender's English word for word", () => {
    expect(NOTICE_MESSAGES.registered.defaultMessage).toBe(MESSAGES.registered);
    expect(NOTICE_MESSAGES.otpSent.defaultMessage).toBe(MESSAGES.otpSent);
    expect(NOTICE_MESSAGES.passwordReset.defaultMessage).toBe(MESSAGES.passwordReset);
    expect(NOTICE_MESSAGES.enquiryReceived.defaultMessage).toBe(MESSAGES.enquiryReceived);
    expect(NOTICE_MESSAGES.signedOut.defaultMessage).toBe(MESSAGES.signedOut);
    expect(NOTICE_MESSAGES.noResponse.defaultMessage).toBe(NO_RESPONSE_MSG);
    expect(NOTICE_MESSAGES.notProcessed.defaultMessage).toBe(NOT_PROCESSED_MSG);
    expect(NOTICE_MESSAGES.sessionEnded.defaultMessage).toBe(SESSION_EXPIRED_NOTICE.msg);
  });

  it('words a known notice in Kiswahili, a wait with its number, and leaves others as they came', () => {
    expect(noticeText(swahili, MESSAGES.enquiryReceived)).toBe(
      'Asante kwa kuwasiliana nasi. Timu yetu itakujibu hivi karibuni',
    );
    expect(noticeText(swahili, 'The email or password is incorrect')).toBe(
      'Barua pepe au nenosiri si sahihi',
    );
    expect(noticeText(swahili, 'Too many requests, try again in 42 seconds')).toBe(
      'Maombi ni mengi mno, jaribu tena baada ya sekunde 42',
    );
    expect(noticeText(swahili, 'Too many requests, try again in 1 minute')).toBe(
      'Maombi ni mengi mno, jaribu tena baada ya dakika 1',
    );
    expect(noticeText(swahili, 'email must be a valid email address')).toBe(
      'email must be a valid email address',
    );
    // Only the whole text matches: a longer one is not half-translated.
    expect(noticeText(swahili, `${MESSAGES.registered}!`)).toBe(`${MESSAGES.registered}!`);
  });

  it('shows a toast in Kiswahili on a Kiswahili page and in English on an English one', async () => {
    const enquiry = createOperation('SENDING_ENQUIRY');
    for (const [locale, expected] of [
      ['sw', 'Asante kwa kuwasiliana nasi. Timu yetu itakujibu hivi karibuni'],
      ['en', MESSAGES.enquiryReceived],
    ] as const) {
      const kit = createStoreKit();
      const view = render(
        <Provider store={kit.store}>
          <LocaleProvider locale={locale} messages={locale === 'sw' ? sw : undefined}>
            <NoticeToasts />
          </LocaleProvider>
        </Provider>,
      );
      act(() => {
        kit.store.dispatch(enquiry.success({}, MESSAGES.enquiryReceived));
      });
      expect(await screen.findByText(expected)).toBeInTheDocument();
      view.unmount();
    }
  });
});
