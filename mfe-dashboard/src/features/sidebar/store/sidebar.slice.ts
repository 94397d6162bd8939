import { createSlice, type PayloadAction } from 'shared-data';

/** SPEC §2.12: the dashboard's content pages. */
export const CONTENT_PAGES = [
  'account',
  'staff',
  'add_staff',
  'blog',
  'ViewBlog',
  'carousel',
  'enquiry',
  'others',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export interface SidebarState {
  go_home: boolean;
  content_page: ContentPage;
}

const initialState: SidebarState = { go_home: false, content_page: 'account' };

/**
 * SPEC §4: the content page starts at 'account' and changes on a menu choice; go-home sets
 * a flag the dashboard follows to '/'; reset returns to 'account'.
 */
export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState,
  reducers: {
    contentPageChosen(state, action: PayloadAction<ContentPage>) {
      state.content_page = action.payload;
    },
    goHome(state) {
      state.go_home = true;
    },
    sidebarReset() {
      return initialState;
    },
  },
});

export const { contentPageChosen, goHome, sidebarReset } = sidebarSlice.actions;
export const selectSidebar = (state: { sidebar: SidebarState }) => state.sidebar;
