import { contentPageChosen, sidebarReset, sidebarSlice } from './sidebar.slice';

const reduce = sidebarSlice.reducer;

describe('the sidebar slice', () => {
  it("starts at 'account'", () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ content_page: 'account' });
  });

  it('switches the content page on a menu choice and resets to account', () => {
    const onBlog = reduce(undefined, contentPageChosen('blog'));
    expect(onBlog.content_page).toBe('blog');
    expect(reduce(onBlog, sidebarReset())).toEqual({ content_page: 'account' });
  });
});
