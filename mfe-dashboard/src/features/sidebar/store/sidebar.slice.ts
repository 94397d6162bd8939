import { createSlice, type PayloadAction } from 'shared-data';

/** The dashboard's content pages (docs/behaviour.md#dashboard). */
export const CONTENT_PAGES = [
  'account',
  'staff',
  'add_staff',
  'blog',
  'ViewBlog',
  'EditBlog',
  'carousel',
  'enquiry',
  'appointments',
  'appointment_settings',
  'others',
  'releases',
  'site_speed',
  'activity',
  'privacy',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export interface SidebarState {
  content_page: ContentPage;
}

const initialState: SidebarState = { content_page: 'account' };

/**
 * The content page on show: it starts at 'account', follows the section the URL names, and
 * returns to 'account' on reset (docs/behaviour.md#operations-and-state).
 */
export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState,
  reducers: {
    contentPageChosen(state, action: PayloadAction<ContentPage>) {
      state.content_page = action.payload;
    },
    sidebarReset() {
      return initialState;
    },
  },
});

export const { contentPageChosen, sidebarReset } = sidebarSlice.actions;
