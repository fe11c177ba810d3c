/**
 * Add, remove and reorder buttons for nested list editors, each naming its row ("Teil 2 entfernen"),
 * so that screen readers tell the many buttons of a product's parts and options apart.
 */
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowCircleDown';
import ArrowUpwardIcon from '@mui/icons-material/ArrowCircleUp';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  Button,
  IconButtonWithTooltip,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';

type Labels = Record<string, string | number>;

/** react-admin shows a row's buttons only while the pointer hovers it; keyboard users need them always. */
export const visibleRowActions = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

export function AddRowButton({ label, values = {} }: { label: string; values?: Labels }) {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button label={translate(label, values)} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
}

export function RemoveRowButton({ label, values = {} }: { label: string; values?: Labels }) {
  const { index, remove } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  return (
    <IconButtonWithTooltip
      label={translate(label, { ...values, number: index + 1 })}
      size="small"
      color="warning"
      onClick={() => remove()}
    >
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
}

export function MoveRowButtons({ up, down, values = {} }: { up: string; down: string; values?: Labels }) {
  const { index, total, reOrder } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  const labels = { ...values, number: index + 1 };
  return (
    <span>
      <IconButtonWithTooltip
        label={translate(up, labels)}
        size="small"
        color="primary"
        disabled={index <= 0}
        onClick={() => reOrder(index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip
        label={translate(down, labels)}
        size="small"
        color="primary"
        disabled={index >= total - 1}
        onClick={() => reOrder(index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButtonWithTooltip>
    </span>
  );
}
