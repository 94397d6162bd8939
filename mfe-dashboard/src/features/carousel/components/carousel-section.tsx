import { useDispatch, useSelector, type CarouselItem } from 'shared-data';
import { Button } from 'shared-ui';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { CardGrid, ListStatus, Panel } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { deletingCarousel, retrievingCarousel, selectCarousels } from '../store/carousels.slice';
import { CarouselCard } from './carousel-card';
import { AddImageModal, AltTextModal, UpdateImageModal } from './carousel-image-modals';

/** The home page's carousel images, in the order the home page shows them. */
export function CarouselSection() {
  const dispatch = useDispatch();
  const { list, deleting } = useSelector(selectCarousels);
  const adding = useDialog();
  // The image each dialog is about; kept after it closes so its text holds while it fades out.
  const replacing = useDialog<CarouselItem>();
  const editingAlt = useDialog<CarouselItem>();
  const confirm = useDialog<CarouselItem>();

  const load = useListLoad(retrievingCarousel);

  useOnChange(deleting.done, confirm.hide);

  const addImage = (
    <Button aria-haspopup="dialog" onClick={() => adding.show()}>
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
                  onUpdate={() => replacing.show(item)}
                  onEditAlt={() => editingAlt.show(item)}
                  onDelete={() => confirm.show(item)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </ListStatus>
      <AddImageModal open={adding.open} onClose={adding.hide} />
      <UpdateImageModal open={replacing.open} item={replacing.subject} onClose={replacing.hide} />
      <AltTextModal open={editingAlt.open} item={editingAlt.subject} onClose={editingAlt.hide} />
      <ConfirmDialog
        open={confirm.open}
        title={`Delete the image at index ${confirm.subject?.index ?? ''}?`}
        confirmLabel="Delete"
        busy={deleting.busy}
        onCancel={confirm.hide}
        onConfirm={() => {
          if (confirm.subject) dispatch(deletingCarousel.start({ id: confirm.subject.id }));
        }}
      >
        <p>The home page will stop showing it.</p>
      </ConfirmDialog>
    </Panel>
  );
}
