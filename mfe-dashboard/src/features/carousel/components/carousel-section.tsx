import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector, type CarouselItem } from 'shared-data';
import { Button, CardGrid, ConfirmDialog, ListStatus, Panel, useOnChange } from 'shared-ui';
import { deletingCarousel, retrievingCarousel, selectCarousels } from '../store/carousels.slice';
import { CarouselCard } from './carousel-card';
import { AddImageModal, UpdateImageModal } from './carousel-image-modals';

type Dialog = 'add' | 'update' | 'delete';

/** The home page's carousel images (SPEC §2.12 Carousel), in the order the home page shows them. */
export function CarouselSection() {
  const dispatch = useDispatch();
  const { list, deleting } = useSelector(selectCarousels);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The image a dialog is about; kept after it closes so its text holds while it fades out.
  const [target, setTarget] = useState<CarouselItem>();

  const load = useCallback(() => {
    dispatch(retrievingCarousel.start());
  }, [dispatch]);
  useEffect(load, [load]);

  const close = () => setDialog(null);
  const open = (kind: Dialog, item?: CarouselItem) => {
    setTarget(item);
    setDialog(kind);
  };
  useOnChange(deleting.done, close);

  const addImage = (
    <Button aria-haspopup="dialog" onClick={() => open('add')}>
      Add Image
    </Button>
  );
  // The empty state has its own Add Image.
  const empty = list.status === 'loaded' && list.items.length === 0;

  return (
    <Panel title="Carousel" actions={empty ? undefined : addImage}>
      <ListStatus
        list={list}
        what="carousel images"
        emptyMessage="Carousel have no Images"
        emptyAction={addImage}
        onRetry={load}
      >
        {(items) => (
          <CardGrid>
            {items.map((item) => (
              <li key={item.id}>
                <CarouselCard
                  item={item}
                  onUpdate={() => open('update', item)}
                  onDelete={() => open('delete', item)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </ListStatus>
      <AddImageModal open={dialog === 'add'} onClose={close} />
      <UpdateImageModal open={dialog === 'update'} item={target} onClose={close} />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete the image at index ${target?.index ?? ''}?`}
        confirmLabel="Delete"
        busy={deleting.busy}
        onCancel={close}
        onConfirm={() => {
          if (target) dispatch(deletingCarousel.start({ id: target.id }));
        }}
      >
        <p>The home page will stop showing it.</p>
      </ConfirmDialog>
    </Panel>
  );
}
