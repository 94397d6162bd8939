import { contentPageChosen, goHome, sidebarReset, sidebarSlice } from './sidebar.slice';

const reduce = sidebarSlice.reducer;

describe('the sidebar slice', () => {
  it("starts at 'account' without the go-home flag", () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      go_home: false,
      content_page: 'account',
    });
  });

  it('switches the content page on a menu choice and resets to account', () => {
    const onBlog = reduce(undefined, contentPageChosen('blog'));
    expect(onBlog.content_page).toBe('blog');
    expect(reduce(reduce(onBlog, goHome()), sidebarReset())).toEqual({
      go_home: false,
      content_page: 'account',
    });
  });

  it('sets the go-home flag', () => {
    expect(reduce(undefined, goHome()).go_home).toBe(true);
  });
});
