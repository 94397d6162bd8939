import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createOperation, createStoreKit } from 'shared-data';
import { NoticeToasts } from './notice-toasts';

const otp = createOperation('OTP');
const blog = createOperation('CREATING_BLOG');

function renderToasts(ids?: readonly string[]) {
  const kit = createStoreKit();
  render(
    <Provider store={kit.store}>
      <NoticeToasts ids={ids} />
    </Provider>,
  );
  return kit.store;
}

describe('NoticeToasts', () => {
  it('loads nothing and renders nothing until a notice arrives', () => {
    renderToasts();
    expect(document.querySelector('.Toastify')).toBeNull();
  });

  it('shows a failure as an error toast and a success as a success toast', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(
        otp.fail({ msg: 'Request not proccessed, try again', status: 500, id: otp.failType }),
      );
    });
    const error = await screen.findByText('Request not proccessed, try again');
    expect(error.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');

    act(() => {
      store.dispatch(blog.success({}, 'Blog saved successfully'));
    });
    const success = await screen.findByText('Blog saved successfully');
    expect(success.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
  });

  it("shows only the screen's own ids when it names them", async () => {
    const store = renderToasts(['OTP_SUCCESS', 'OTP_FAIL']);
    act(() => {
      store.dispatch(blog.fail({ msg: 'Blog not saved', status: 400, id: blog.failType }));
    });
    act(() => {
      store.dispatch(otp.success({}, 'OTP Code sent to email, the code expires after 30mins'));
    });
    expect(
      await screen.findByText('OTP Code sent to email, the code expires after 30mins'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Blog not saved')).not.toBeInTheDocument();
  });

  it('shows each notice once, even when the screen re-renders with a new ids list', async () => {
    const kit = createStoreKit();
    const view = (ids: readonly string[]) => (
      <Provider store={kit.store}>
        <NoticeToasts ids={ids} />
      </Provider>
    );
    const { rerender } = render(view(['OTP_FAIL']));
    act(() => {
      kit.store.dispatch(otp.fail({ msg: 'Try again later', status: 429, id: otp.failType }));
    });
    await screen.findByText('Try again later');
    rerender(view(['OTP_FAIL']));
    rerender(view(['OTP_FAIL']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Try again later')).toHaveLength(1);
  });
});
