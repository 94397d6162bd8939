import {
  endpoints,
  errorNoticed,
  getClient,
  hasSessionHint,
  refreshSession,
  REMOTE_NAMES,
  resolvePath,
  toNotice,
  type AppStore,
  type RemoteName,
} from 'shared-data';
import type { ReleasePreview } from 'shared-data/contract';
import { PREVIEW_NOTICE_ID, PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './preview-request';

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export interface ActivePreview {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
}

/** A preview a link asked for, which the staff member has not confirmed yet. */
export interface PreviewOffer extends ActivePreview {
  releasedBy: string;
  releasedAt: string;
}

export interface StartedPreviews {
  /** Confirmed earlier in this browser session: loaded in place of the visitor's versions. */
  active: ActivePreview[];
  /** New from the address: nothing of them is loaded unless the staff member confirms. */
  toConfirm: PreviewOffer[];
}

type Requested = Partial<Record<RemoteName, string>>;

const VERSION = /^\w[\w.-]{0,63}$/;

/** `blog@abc,dashboard@def` -> { blog: 'abc', dashboard: 'def' }; anything else is ignored. */
export function parsePreviewParam(value: string | null): Requested {
  const requested: Requested = {};
  for (const part of (value ?? '').split(',')) {
    const [remote, version, extra] = part.trim().split('@');
    if (extra !== undefined || !version || !VERSION.test(version)) continue;
    if ((REMOTE_NAMES as readonly string[]).includes(remote ?? ''))
      requested[remote as RemoteName] = version;
  }
  return requested;
}

function stored(): Requested {
  try {
    const value: unknown = JSON.parse(sessionStore()?.getItem(PREVIEW_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    // Checked like the query: storage is the browser's, not ours.
    return parsePreviewParam(
      Object.entries(value)
        .map(([remote, version]) => `${remote}@${String(version)}`)
        .join(','),
    );
  } catch {
    return {};
  }
}

function keep(previews: readonly ActivePreview[]): void {
  const storage = sessionStore();
  if (previews.length === 0) storage?.removeItem(PREVIEW_STORAGE_KEY);
  else
    storage?.setItem(
      PREVIEW_STORAGE_KEY,
      JSON.stringify(Object.fromEntries(previews.map((p) => [p.remote, p.version]))),
    );
}

/** Ends every preview of this browser session (the banner's "Leave preview"). */
export function leavePreview(): void {
  keep([]);
}

/** The staff member confirmed: these previews start with the next load of the page. */
export function confirmPreviews(
  active: readonly ActivePreview[],
  offers: readonly PreviewOffer[],
): void {
  const confirmed = new Map<RemoteName, ActivePreview>();
  for (const preview of [...active, ...offers]) confirmed.set(preview.remote, preview);
  keep([...confirmed.values()]);
}

const notice = (msg: string, status: number) =>
  errorNoticed({ msg, status, id: PREVIEW_NOTICE_ID });

/**
 * Starts the previews this page asks for (docs/behaviour.md#releases-in-the-shell):
 * `?preview=<remote>@<version>` (taken off the address at once) and those kept from earlier in
 * this browser session. Each is asked of the server with the staff member's access token, and
 * only the manifest URL the server answers is ever loaded: nothing from the query string is.
 * Those kept for the session were confirmed and start; those new from the address are offered
 * for confirmation first (a link is anyone's to send). A preview that is refused is dropped,
 * and a toast says why.
 */
export async function startPreviews(store: AppStore): Promise<StartedPreviews> {
  const url = new URL(window.location.href);
  const kept = stored();
  const linked = parsePreviewParam(url.searchParams.get(PREVIEW_PARAM));
  if (url.searchParams.has(PREVIEW_PARAM)) {
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
  }
  const requested = { ...kept, ...linked };
  const wanted = Object.entries(requested) as [RemoteName, string][];
  if (wanted.length === 0) {
    keep([]);
    return { active: [], toConfirm: [] };
  }
  const token = store.getState().auth.access_token ?? (await staffToken());
  if (!token) {
    keep([]);
    store.dispatch(notice('Sign in as a staff member to preview a version.', 401));
    return { active: [], toConfirm: [] };
  }
  const answers = await Promise.all(
    wanted.map(([remote, version]) => askPreview(remote, version, token, store)),
  );
  const started: StartedPreviews = { active: [], toConfirm: [] };
  for (const answer of answers) {
    if (!answer) continue;
    if (kept[answer.remote] === answer.version) {
      const { remote, version, manifestUrl } = answer;
      started.active.push({ remote, version, manifestUrl });
    } else started.toConfirm.push(answer);
  }
  keep(started.active);
  return started;
}

/** The session's token after a reload: the refresh cookie, when this browser signed in. */
async function staffToken(): Promise<string | null> {
  if (!hasSessionHint()) return null;
  try {
    return (await refreshSession()).access_token;
  } catch {
    return null;
  }
}

async function askPreview(
  remote: RemoteName,
  version: string,
  token: string,
  store: AppStore,
): Promise<PreviewOffer | null> {
  try {
    const { data } = await getClient().get<ReleasePreview>(
      resolvePath(endpoints.releasePreview.path, { remote, version }),
      { headers: { Authorization: `Bearer ${token}` } },
    );
    return {
      remote,
      version,
      manifestUrl: data.manifestUrl,
      releasedBy: data.released_by,
      releasedAt: data.released_at,
    };
  } catch (error) {
    const { msg, status } = toNotice(error, PREVIEW_NOTICE_ID);
    if (status === 404)
      store.dispatch(notice(`${remote} ${version} is not a released version: no preview.`, 404));
    else if (status === 409)
      store.dispatch(notice(`${remote} ${version} was withdrawn: no preview.`, 409));
    else if (status === 401 || status === 403)
      store.dispatch(notice('Sign in as a staff member to preview a version.', status));
    else
      store.dispatch(notice(`The preview of ${remote} ${version} could not start: ${msg}`, status));
    return null;
  }
}
