import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { LIMITS, sitePath, useDispatch, useSelector } from 'shared-data';
import { Button, Link, LinkButton, Spinner, useParams } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { Panel, PanelSection } from '../../../shared/components/panel';
import { SwahiliMissing, TwoLanguageField } from '../../../shared/components/two-language-field';
import { postSwahiliGaps } from '../../../shared/two-languages';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { imageFileProblem } from '../../../shared/image-check';
import {
  blockAdded,
  blockChanged,
  blockImageChosen,
  blockMoved,
  blockRemoved,
  blockRestored,
  conflictKeptMine,
  conflictTookTheirs,
  coverChosen,
  editorClosed,
  editorOnline,
  editorOpened,
  newBlockKey,
  saveRetried,
  selectEditor,
  titleChanged,
  titleSwChanged,
  type ContentType,
  type EditorBlock,
  type EditorState,
} from '../store/editor.slice';
import { BLOG_TEXTS, CONTENT_TYPE_LABELS, EDITOR_TEXTS } from './blog-texts';
import { PublishingPanel } from './publishing-panel';

const TYPES: ContentType[] = ['subtitle', 'paragraph', 'list'];

/**
 * The blog editor (docs/behaviour.md#the-blog-editor), at /dashboard/blog/{blog_id}/edit: the
 * title, the cover with its crops, and every block on one page, saved as the person types
 * (the editor saga), kept on the device while offline.
 */
export function BlogEditor() {
  const { blog_id: blogId } = useParams();
  const dispatch = useDispatch();
  const editor = useSelector(selectEditor);

  useEffect(() => {
    if (!blogId) return undefined;
    dispatch(editorOpened({ blog_id: blogId }));
    return () => {
      dispatch(editorClosed());
    };
  }, [blogId, dispatch]);

  // Back online: what waits on the device goes out.
  useEffect(() => {
    const online = () => dispatch(editorOnline());
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [dispatch]);

  const back = (
    <Back to={DASHBOARD_ROUTES.blog}>
      <span aria-hidden="true">← </span>
      {BLOG_TEXTS.backToBlogs}
    </Back>
  );
  if (editor.blog_id !== blogId || editor.load === 'loading' || editor.load === 'idle') {
    return (
      <>
        {back}
        <Spinner label={EDITOR_TEXTS.loading} />
      </>
    );
  }
  if (editor.load !== 'loaded' || !editor.server) {
    return (
      <>
        {back}
        <Panel title={EDITOR_TEXTS.title('')}>
          <p role="alert">
            {editor.load === 'missing' ? EDITOR_TEXTS.missing : EDITOR_TEXTS.failed}
          </p>
          {editor.load === 'failed' && blogId && (
            <Button onClick={() => dispatch(editorOpened({ blog_id: blogId }))}>
              {BLOG_TEXTS.retry}
            </Button>
          )}
        </Panel>
      </>
    );
  }
  return (
    <>
      {back}
      <EditorForm editor={editor} />
    </>
  );
}

function EditorForm({ editor }: { editor: EditorState }) {
  const dispatch = useDispatch();
  const server = editor.server!;
  const { draft } = editor;
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<{ block: EditorBlock; index: number } | null>(null);
  const focusAfter = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // A moved block's control keeps the focus once the list is drawn again.
  useEffect(() => {
    const selector = focusAfter.current;
    if (!selector) return;
    focusAfter.current = null;
    listRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const move = (block: EditorBlock, to: number, control: string) => {
    const count = draft.blocks.length;
    if (to < 0 || to >= count) return;
    // A button that would be disabled at the new place hands the focus to its opposite.
    const edge = (control === 'down' && to === count - 1) || (control === 'up' && to === 0);
    const target = edge ? (control === 'up' ? 'down' : 'up') : control;
    focusAfter.current = `[data-block="${block.key}"] [data-control="${target}"]`;
    dispatch(blockMoved({ key: block.key, to }));
    setAnnouncement(EDITOR_TEXTS.moved(CONTENT_TYPE_LABELS[block.content_type], to + 1, count));
  };

  const remove = (block: EditorBlock, index: number) => {
    dispatch(blockRemoved({ key: block.key }));
    setRemoved({ block, index });
    setAnnouncement(EDITOR_TEXTS.removed(CONTENT_TYPE_LABELS[block.content_type].toLowerCase()));
  };

  const add = (type: ContentType) => {
    const key = newBlockKey();
    focusAfter.current = `[data-block="${key}"] textarea`;
    dispatch(blockAdded({ key, content_type: type }));
  };

  const drag = usePointerReorder(listRef, draft.blocks, (block, to) => move(block, to, 'handle'));

  return (
    <Panel
      title={EDITOR_TEXTS.title(draft.title || server.title)}
      actions={
        <LinkButton
          variant="secondary"
          to={sitePath(DASHBOARD_ROUTES.viewBlog, { blog_id: server.blog_id })}
        >
          {BLOG_TEXTS.view}
        </LinkButton>
      }
    >
      <SaveStatus editor={editor} />
      <PublishingPanel blog={server} />
      <TwoLanguageField
        label={EDITOR_TEXTS.titleLabel}
        name="title"
        maxLength={LIMITS.title}
        autoComplete="off"
        english={{ value: draft.title, onChange: (value) => dispatch(titleChanged(value)) }}
        swahili={{ value: draft.title_sw, onChange: (value) => dispatch(titleSwChanged(value)) }}
      />
      <CoverPart editor={editor} />
      <PanelSection title={EDITOR_TEXTS.blocks}>
        <Hint>{EDITOR_TEXTS.keyboardHint}</Hint>
        <Gaps>
          <SwahiliMissing
            missing={postSwahiliGaps({
              title: draft.title,
              title_sw: draft.title_sw,
              paragraphs: draft.blocks,
            })}
          />
        </Gaps>
        {draft.blocks.length === 0 && <p>{EDITOR_TEXTS.noBlocks}</p>}
        <Blocks ref={listRef}>
          {draft.blocks.map((block, index) => (
            <BlockItem
              key={block.key}
              block={block}
              index={index}
              count={draft.blocks.length}
              dropBefore={drag.target === index && drag.dragging !== block.key}
              dragging={drag.dragging === block.key}
              onMove={(to, control) => move(block, to, control)}
              onRemove={() => remove(block, index)}
              onHandleDown={(event) => drag.start(event, block)}
            />
          ))}
          {drag.target === draft.blocks.length && <DropLine aria-hidden="true" />}
        </Blocks>
        <AddRow>
          {TYPES.map((type) => (
            <Button key={type} variant="secondary" onClick={() => add(type)}>
              {EDITOR_TEXTS.add[type]}
            </Button>
          ))}
        </AddRow>
        {removed && (
          <UndoBar>
            <span>
              {EDITOR_TEXTS.removed(CONTENT_TYPE_LABELS[removed.block.content_type].toLowerCase())}
            </span>
            <Button
              variant="secondary"
              onClick={() => {
                focusAfter.current = `[data-block="${removed.block.key}"] textarea`;
                dispatch(blockRestored(removed));
                setRemoved(null);
              }}
            >
              {EDITOR_TEXTS.undo}
            </Button>
          </UndoBar>
        )}
      </PanelSection>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Panel>
  );
}

/** Where the autosave stands, announced politely; a conflict asks the person to choose. */
function SaveStatus({ editor }: { editor: EditorState }) {
  const dispatch = useDispatch();
  const text = EDITOR_TEXTS.status[editor.save];
  return (
    <>
      <StatusLine>
        <span role="status" aria-live="polite" data-save={editor.save}>
          {editor.save === 'error' && editor.error ? `${text}: ${editor.error}` : text}
        </span>
        {(editor.save === 'error' || editor.save === 'offline') && (
          <Button variant="secondary" onClick={() => dispatch(saveRetried())}>
            {EDITOR_TEXTS.tryAgain}
          </Button>
        )}
      </StatusLine>
      {editor.restored && editor.save !== 'conflict' && <p>{EDITOR_TEXTS.restored}</p>}
      {editor.save === 'conflict' && (
        <Conflict role="alert">
          <strong>{EDITOR_TEXTS.conflictTitle}</strong>
          <p>{EDITOR_TEXTS.conflictHelp}</p>
          <AddRow>
            <Button onClick={() => dispatch(conflictKeptMine())}>{EDITOR_TEXTS.keepMine}</Button>
            <Button variant="secondary" onClick={() => dispatch(conflictTookTheirs())}>
              {EDITOR_TEXTS.takeTheirs}
            </Button>
          </AddRow>
        </Conflict>
      )}
    </>
  );
}

/** An object URL for a chosen file, revoked when it changes. */
function useFileUrl(file: File | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The cover, a picker for a new one, and how the site cuts it (object-fit: cover). */
function CoverPart({ editor }: { editor: EditorState }) {
  const dispatch = useDispatch();
  const chosen = useFileUrl(editor.draft.cover);
  const [problem, setProblem] = useState<string>();
  const src = chosen ?? editor.draft.coverUrl;
  return (
    <PanelSection title={EDITOR_TEXTS.cover}>
      <PickImage
        label={EDITOR_TEXTS.cover}
        hint={EDITOR_TEXTS.coverHint}
        problem={problem}
        onChoose={(file) => {
          const why = imageFileProblem(file);
          setProblem(why);
          if (!why) dispatch(coverChosen(file));
        }}
      />
      {src && (
        <figure>
          <figcaption>{EDITOR_TEXTS.crops}</figcaption>
          <Crops>
            {/* The public blog list's card (4:3) and the article's hero (16:9), at scale. */}
            <Crop>
              <CropFrame $ratio="4 / 3" $width="12rem">
                <img src={src} alt="" />
              </CropFrame>
              <span>{EDITOR_TEXTS.cropCard}</span>
            </Crop>
            <Crop>
              <CropFrame $ratio="16 / 9" $width="23rem">
                <img src={src} alt="" />
              </CropFrame>
              <span>{EDITOR_TEXTS.cropArticle}</span>
            </Crop>
          </Crops>
        </figure>
      )}
    </PanelSection>
  );
}

function PickImage(props: {
  label: string;
  hint?: string;
  problem?: string;
  onChoose: (file: File) => void;
}) {
  return (
    <Field
      label={props.label}
      name="image"
      type="file"
      accept="image/*"
      hint={props.hint}
      error={props.problem}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        if (file) props.onChoose(file);
        event.currentTarget.value = '';
      }}
    />
  );
}

interface BlockItemProps {
  block: EditorBlock;
  index: number;
  count: number;
  dropBefore: boolean;
  dragging: boolean;
  onMove: (to: number, control: string) => void;
  onRemove: () => void;
  onHandleDown: (event: PointerEvent<HTMLElement>) => void;
}

function BlockItem({
  block,
  index,
  count,
  dropBefore,
  dragging,
  onMove,
  onRemove,
  onHandleDown,
}: BlockItemProps) {
  const dispatch = useDispatch();
  const chosen = useFileUrl(block.file);
  const [problem, setProblem] = useState<string>();
  const typeName = CONTENT_TYPE_LABELS[block.content_type];
  const image = block.image === 'new' ? chosen : block.image === 'keep' ? block.imageUrl : null;

  // Alt+Up / Alt+Down anywhere in the block move it (the textarea keeps its own arrows).
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    const control = target.dataset.control ?? 'text';
    onMove(index + (event.key === 'ArrowUp' ? -1 : 1), control);
  };

  return (
    <BlockRow
      data-block={block.key}
      aria-label={EDITOR_TEXTS.block(index + 1, typeName)}
      onKeyDown={onKeyDown}
      $dropBefore={dropBefore}
      $dragging={dragging}
    >
      <BlockHead>
        <Handle
          data-control="handle"
          aria-hidden="true"
          title={EDITOR_TEXTS.drag}
          onPointerDown={onHandleDown}
        >
          ⠿
        </Handle>
        <Field
          as="select"
          label={EDITOR_TEXTS.typeLabel}
          name={`type-${block.key}`}
          value={block.content_type}
          onChange={(event) =>
            dispatch(
              blockChanged({
                key: block.key,
                content_type: event.currentTarget.value as ContentType,
              }),
            )
          }
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Field>
      </BlockHead>
      <TwoLanguageField
        label={EDITOR_TEXTS.contentLabel[block.content_type]}
        name={`content-${block.key}`}
        swahiliName={`content_sw-${block.key}`}
        multiline
        rows={block.content_type === 'subtitle' ? 1 : 4}
        maxLength={LIMITS.blogContent}
        english={{
          value: block.content,
          control: 'text',
          hint: block.content_type === 'list' ? EDITOR_TEXTS.listHint : undefined,
          onChange: (content) => dispatch(blockChanged({ key: block.key, content })),
        }}
        swahili={{
          value: block.content_sw,
          control: 'text_sw',
          hint: block.content_type === 'list' ? EDITOR_TEXTS.listHint : undefined,
          onChange: (content_sw) => dispatch(blockChanged({ key: block.key, content_sw })),
        }}
      />
      {image && <Thumb src={image} alt="" />}
      <PickImage
        label={EDITOR_TEXTS.image}
        problem={problem}
        onChoose={(file) => {
          const why = imageFileProblem(file);
          setProblem(why);
          if (!why) dispatch(blockImageChosen({ key: block.key, file }));
        }}
      />
      <AddRow>
        {image && (
          <Button
            variant="secondary"
            onClick={() => dispatch(blockImageChosen({ key: block.key, file: null }))}
          >
            {EDITOR_TEXTS.removeImage}
          </Button>
        )}
        <Button
          variant="secondary"
          data-control="up"
          disabled={index === 0}
          onClick={() => onMove(index - 1, 'up')}
        >
          {EDITOR_TEXTS.moveUp}
        </Button>
        <Button
          variant="secondary"
          data-control="down"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'down')}
        >
          {EDITOR_TEXTS.moveDown}
        </Button>
        <Button variant="danger" onClick={onRemove}>
          {EDITOR_TEXTS.remove}
        </Button>
      </AddRow>
    </BlockRow>
  );
}

/**
 * Reordering with a pointer (mouse, pen or touch): the handle is held, the block follows to the
 * gap nearest the pointer, and lands there when let go. Keyboard users have Move up / Move down.
 */
function usePointerReorder(
  listRef: React.RefObject<HTMLOListElement | null>,
  blocks: EditorBlock[],
  onDrop: (block: EditorBlock, to: number) => void,
) {
  const [state, setState] = useState<{ dragging: string | null; target: number | null }>({
    dragging: null,
    target: null,
  });

  const gapAt = (y: number): number => {
    const rows = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-block]') ?? []);
    const index = rows.findIndex((row) => {
      const box = row.getBoundingClientRect();
      return y < box.top + box.height / 2;
    });
    return index < 0 ? rows.length : index;
  };

  const start = (event: PointerEvent<HTMLElement>, block: EditorBlock) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    if ('setPointerCapture' in handle) handle.setPointerCapture(event.pointerId);
    const from = blocks.findIndex((each) => each.key === block.key);
    setState({ dragging: block.key, target: from });
    const moveTo = (e: globalThis.PointerEvent) =>
      setState({ dragging: block.key, target: gapAt(e.clientY) });
    const end = (e: globalThis.PointerEvent) => {
      handle.removeEventListener('pointermove', moveTo);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', cancel);
      setState({ dragging: null, target: null });
      const gap = gapAt(e.clientY);
      // The gap counts the dragged block itself: below it, one place less.
      const to = gap > from ? gap - 1 : gap;
      if (to !== from) onDrop(block, to);
    };
    const cancel = () => {
      handle.removeEventListener('pointermove', moveTo);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', cancel);
      setState({ dragging: null, target: null });
    };
    handle.addEventListener('pointermove', moveTo);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', cancel);
  };

  return { ...state, start };
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
`;

const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-weight: 600;
`;

const Conflict = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Gaps = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

// Wide enough for a block's English and Kiswahili side by side.
const Blocks = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 72rem;
`;

const BlockRow = styled.li<{ $dropBefore: boolean; $dragging: boolean }>`
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid
    ${({ theme, $dropBefore }) => ($dropBefore ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $dragging }) => ($dragging ? 0.6 : 1)};
`;

const DropLine = styled.li`
  height: 3px;
  background: ${({ theme }) => theme.colors.primary};
`;

const BlockHead = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Handle = styled.span`
  cursor: grab;
  touch-action: none;
  user-select: none;
  font-size: 1.5rem;
  line-height: 2.75rem;
  min-width: 2.75rem;
  text-align: center;
`;

const Thumb = styled.img`
  display: block;
  max-width: 12rem;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const UndoBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Crops = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Crop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: 0.875rem;
`;

const CropFrame = styled.div<{ $ratio: string; $width: string }>`
  width: min(${({ $width }) => $width}, 100%);
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
