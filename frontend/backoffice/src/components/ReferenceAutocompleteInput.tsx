/**
 * react-admin's `<ReferenceInput><AutocompleteInput /></ReferenceInput>` for a reference shown at once (a list filter
 * shown from the start, a form's field), but MUI's Autocomplete with react-admin's input and reference controller
 * (about 15 KB gzip) loads when the field is first used, not with the page: until then a stand-in shows the same
 * field (MUI's TextField in the Autocomplete's frame and classes, the label, the chosen record as react-admin names
 * it, the clear and open buttons, the validation message). Focusing it (Tab, click, the open button) loads the real
 * input, which takes its place with the focus, opens its list and receives what was typed meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import {
  FieldTitle,
  InputHelperText,
  ResourceContextProvider,
  useGetRecordRepresentation,
  useInput,
  useNotify,
  useReference,
  useTranslate,
} from 'react-admin';
import type { AutocompleteInputProps, RaRecord, ReferenceInputBaseProps } from 'react-admin';

export type ReferenceAutocompleteInputProps = Omit<ReferenceInputBaseProps, 'children'> &
  Omit<AutocompleteInputProps, 'source' | 'resource' | 'debounce' | 'record'> & {
    /** a list filter shown from the start (react-admin reads it from the element) */
    alwaysOn?: boolean;
  };

type Real = ComponentType<ReferenceAutocompleteInputProps>;

/** A real input's module, loaded once for all its fields (on the first use, or when the pointer comes near). */
export interface RealModule {
  loaded?: Real;
  load: () => Promise<Real>;
}

export function realModule(load: () => Promise<{ default: Real }>): RealModule {
  let loading: Promise<Real> | undefined;
  const module: RealModule = {
    load: () =>
      (loading ??= load().then(
        (loaded) => {
          module.loaded = loaded.default;
          return loaded.default;
        },
        (error: unknown) => {
          // the next use asks again (the network back, or a page of an older build that the server no longer has)
          loading = undefined;
          throw error;
        },
      )),
  };
  return module;
}

const single = realModule(() => import('./referenceAutocomplete'));

export function ReferenceAutocompleteInput(props: ReferenceAutocompleteInputProps) {
  return <LoadOnUse real={single} props={props} />;
}

/** The chips of the chosen records in a stand-in of an input of several references, with their remove buttons. */
export type RenderChips = (ids: unknown[], remove: (index: number) => void) => ReactNode;

/** The stand-in until the field is used, then the real input of `real`. */
export function LoadOnUse({
  real,
  props,
  renderChips,
}: {
  real: RealModule;
  props: ReferenceAutocompleteInputProps;
  renderChips?: RenderChips;
}) {
  const [Input, setInput] = useState<Real | undefined>(() => real.loaded);
  const [wanted, setWanted] = useState(false);
  const notify = useNotify();
  // what was typed into the stand-in before the real input came (null: nothing)
  const typedRef = useRef<string | null>(null);
  // whether the stand-in has the focus, and whether it had it when the real input took its place: only then does the
  // real input take the focus (a user who tabbed on while it loaded keeps typing where they are)
  const focusedRef = useRef(false);
  const handOverRef = useRef(false);

  useEffect(() => {
    if (!wanted || Input) return undefined;
    let current = true;
    real.load().then(
      (loaded) => {
        if (!current) return;
        handOverRef.current = focusedRef.current;
        setInput(() => loaded);
      },
      () => {
        if (!current) return;
        setWanted(false);
        notify('ra.notification.http_error', { type: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Input, real, notify]);

  if (Input && wanted) return <RealInput Input={Input} typedRef={typedRef} handOverRef={handOverRef} {...props} />;
  return (
    <StandIn
      {...props}
      renderChips={renderChips}
      focusedRef={focusedRef}
      onPrepare={() => void real.load().catch(() => undefined)}
      onUse={(text) => {
        if (text !== undefined) typedRef.current = text;
        handOverRef.current = focusedRef.current;
        setWanted(true);
      }}
    />
  );
}

/** The real input, focused and given what was typed into the stand-in when the stand-in had the focus. */
function RealInput({
  Input,
  typedRef,
  handOverRef,
  TextFieldProps,
  ...props
}: ReferenceAutocompleteInputProps & {
  Input: Real;
  typedRef: { current: string | null };
  handOverRef: { current: boolean };
}) {
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const element = input.current;
    if (!element || !handOverRef.current) return;
    element.focus();
    const typed = typedRef.current;
    if (typed === null) return;
    // React tracks an input's value: set it as the browser does when typing, so that the input event is seen
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, typed);
    typedRef.current = null;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, [typedRef, handOverRef]);
  return <Input {...props} TextFieldProps={{ ...TextFieldProps, inputRef: input }} />;
}

function StandIn({
  onUse,
  onPrepare,
  renderChips,
  focusedRef,
  ...props
}: ReferenceAutocompleteInputProps & {
  onUse: (typed?: string) => void;
  onPrepare: () => void;
  renderChips?: RenderChips;
  focusedRef: { current: boolean };
}) {
  const {
    className,
    clearText = 'ra.action.clear_input_value',
    defaultValue,
    disableClearable,
    disabled,
    emptyValue = '',
    format,
    fullWidth = true,
    helperText,
    id: idOverride,
    inputText,
    isRequired: isRequiredOverride,
    label,
    margin,
    onBlur,
    onChange,
    openText = 'ra.action.open',
    optionText,
    parse,
    readOnly,
    reference,
    resource,
    size,
    source,
    sx,
    TextFieldProps,
    validate,
    variant,
  } = props;
  const translate = useTranslate();
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({
    defaultValue,
    format,
    id: idOverride,
    isRequired: isRequiredOverride,
    onBlur,
    onChange,
    parse,
    resource,
    source,
    validate,
    disabled,
    readOnly,
  });
  const value: unknown = field.value;
  const multiple = renderChips !== undefined;
  const ids: unknown[] = multiple && Array.isArray(value) ? value : [];
  const hasValue = multiple
    ? ids.length > 0
    : value !== undefined && value !== null && value !== '' && value !== emptyValue;
  const { referenceRecord } = useReference({
    reference,
    id: hasValue && !multiple ? (value as string | number) : '',
    options: { enabled: hasValue && !multiple },
  });
  const representation = useGetRecordRepresentation(reference);
  const [typed, setTyped] = useState<string | null>(null);
  const text =
    hasValue && !multiple && referenceRecord ? choiceText(referenceRecord, optionText, inputText, representation) : '';
  const usable = !disabled && !readOnly;
  const clearable = usable && hasValue && !disableClearable;
  const inputRef = useRef<HTMLInputElement | null>(null);

  return (
    <Root
      className={[
        'MuiAutocomplete-root',
        fullWidth ? 'MuiAutocomplete-fullWidth' : '',
        clearable ? 'MuiAutocomplete-hasClearIcon' : '',
        'MuiAutocomplete-hasPopupIcon',
        multiple ? 'RaReferenceStandIn-multiple' : '',
        'ra-input',
        `ra-input-${source}`,
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      sx={sx}
      onPointerEnter={onPrepare}
      // as MUI's Autocomplete: a click anywhere on the field (label, buttons) focuses its input, and keeps it
      onMouseDown={(event) => {
        if (event.target !== inputRef.current) event.preventDefault();
      }}
      onClick={() => inputRef.current?.focus()}
    >
      <TextField
        name={field.name}
        label={
          label !== '' && label !== false ? (
            // in the reference's resource, as ReferenceInput renders its input
            <ResourceContextProvider value={reference}>
              <FieldTitle label={label} source={source} isRequired={isRequired} />
            </ResourceContextProvider>
          ) : null
        }
        error={invalid}
        helperText={
          helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null
        }
        margin={margin}
        variant={variant}
        size={size}
        fullWidth
        disabled={disabled || readOnly}
        className={
          label === false || label === ''
            ? 'RaAutocompleteInput-textField RaAutocompleteInput-emptyLabel'
            : 'RaAutocompleteInput-textField'
        }
        {...TextFieldProps}
        id={id}
        value={typed ?? text}
        inputRef={(element: HTMLInputElement | null) => {
          inputRef.current = element;
          field.ref(element);
        }}
        onFocus={() => {
          focusedRef.current = true;
          if (usable) onUse();
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          onUse(event.target.value);
        }}
        onBlur={(event) => {
          focusedRef.current = false;
          field.onBlur(event);
        }}
        slotProps={{
          input: {
            readOnly,
            className: 'MuiAutocomplete-inputRoot',
            startAdornment:
              multiple && hasValue
                ? renderChips(ids, (index) => field.onChange(ids.filter((_id, at) => at !== index)))
                : undefined,
            endAdornment: (
              <div className="MuiAutocomplete-endAdornment">
                {clearable ? (
                  <IconButton
                    className="MuiAutocomplete-clearIndicator"
                    tabIndex={-1}
                    aria-label={translate(clearText, { _: clearText })}
                    title={translate(clearText, { _: clearText })}
                    onClick={() => {
                      field.onChange(multiple ? [] : emptyValue);
                      inputRef.current?.focus();
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                ) : null}
                <IconButton
                  className="MuiAutocomplete-popupIndicator"
                  tabIndex={-1}
                  disabled={!usable}
                  aria-label={translate(openText, { _: openText })}
                  title={translate(openText, { _: openText })}
                >
                  <ArrowDropDownIcon />
                </IconButton>
              </div>
            ),
          },
          htmlInput: {
            className: 'MuiAutocomplete-input MuiAutocomplete-inputFocused',
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': false,
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
          },
        }}
      />
    </Root>
  );
}

/** The text react-admin's AutocompleteInput shows in its field for the chosen record. */
export function choiceText(
  record: RaRecord,
  optionText: ReferenceAutocompleteInputProps['optionText'],
  inputText: ReferenceAutocompleteInputProps['inputText'],
  representation: (record: RaRecord) => ReactNode,
): string {
  if (inputText) return inputText(record);
  if (typeof optionText === 'string')
    return String(
      optionText
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record) ?? '',
    );
  if (typeof optionText === 'function') return String(optionText(record) ?? '');
  const shown = representation(record);
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
}

/** MUI's Autocomplete frame (its root's rules for a single value with the clear and open buttons), without it. */
const Root = styled('div', { name: 'MuiAutocomplete', slot: 'Root' })(({ theme }) => ({
  '@media (pointer: fine)': { '&:hover .MuiAutocomplete-clearIndicator': { visibility: 'visible' } },
  '&.MuiAutocomplete-fullWidth': { width: '100%' },
  '& .RaAutocompleteInput-textField': { minWidth: theme.spacing(20) },
  '& .RaAutocompleteInput-emptyLabel .MuiOutlinedInput-root legend': { width: 0 },
  '&.RaReferenceStandIn-multiple .MuiAutocomplete-inputRoot': { flexWrap: 'wrap' },
  '& .MuiAutocomplete-tag': { margin: 3, maxWidth: 'calc(100% - 6px)' },
  '& .MuiAutocomplete-inputRoot': {
    '.MuiAutocomplete-hasPopupIcon&, .MuiAutocomplete-hasClearIcon&': { paddingRight: 26 + 4 },
    '.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon&': { paddingRight: 52 + 4 },
    '& .MuiAutocomplete-input': { width: 0, minWidth: 30 },
  },
  '& .MuiInput-root': { paddingBottom: 1, '& .MuiInput-input': { padding: '4px 4px 4px 0px' } },
  '& .MuiInput-root.MuiInputBase-sizeSmall': { '& .MuiInput-input': { padding: '2px 4px 3px 0' } },
  '& .MuiOutlinedInput-root': {
    padding: 9,
    '.MuiAutocomplete-hasPopupIcon&, .MuiAutocomplete-hasClearIcon&': { paddingRight: 26 + 4 + 9 },
    '.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon&': { paddingRight: 52 + 4 + 9 },
    '& .MuiAutocomplete-input': { padding: '7.5px 4px 7.5px 5px' },
    '& .MuiAutocomplete-endAdornment': { right: 9 },
  },
  '& .MuiOutlinedInput-root.MuiInputBase-sizeSmall': {
    paddingTop: 6,
    paddingBottom: 6,
    paddingLeft: 6,
    '& .MuiAutocomplete-input': { padding: '2.5px 4px 2.5px 8px' },
  },
  '& .MuiFilledInput-root': {
    paddingTop: 19,
    paddingLeft: 8,
    '.MuiAutocomplete-hasPopupIcon&, .MuiAutocomplete-hasClearIcon&': { paddingRight: 26 + 4 + 9 },
    '.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon&': { paddingRight: 52 + 4 + 9 },
    '& .MuiFilledInput-input': { padding: '7px 4px' },
    '& .MuiAutocomplete-endAdornment': { right: 9 },
  },
  '& .MuiFilledInput-root.MuiInputBase-sizeSmall': {
    paddingBottom: 1,
    '& .MuiFilledInput-input': { padding: '2.5px 4px' },
  },
  '& .MuiInputBase-hiddenLabel': { paddingTop: 8 },
  '& .MuiFilledInput-root.MuiInputBase-hiddenLabel': {
    paddingTop: 0,
    paddingBottom: 0,
    '& .MuiAutocomplete-input': { paddingTop: 16, paddingBottom: 17 },
  },
  '& .MuiFilledInput-root.MuiInputBase-hiddenLabel.MuiInputBase-sizeSmall': {
    '& .MuiAutocomplete-input': { paddingTop: 8, paddingBottom: 9 },
  },
  '& .MuiAutocomplete-input': { flexGrow: 1, textOverflow: 'ellipsis' },
  '& .MuiAutocomplete-endAdornment': { position: 'absolute', right: 0, top: '50%', transform: 'translate(0, -50%)' },
  '& .MuiAutocomplete-clearIndicator': { marginRight: -2, padding: 4, visibility: 'hidden' },
  '& .MuiAutocomplete-popupIndicator': { padding: 2, marginRight: -2 },
}));

/**
 * ReferenceAutocompleteInput as a list filter shown from the start (`alwaysOn`): react-admin's filter form gives each
 * filter `helperText={false}`, a size, the list's resource and an empty record, which a ReferenceInput did not hand
 * on to its AutocompleteInput; they are left out here too, so the filter looks as it did (its helper line included).
 */
export function ReferenceAutocompleteFilter({
  helperText: _helperText,
  size: _size,
  resource: _resource,
  record: _record,
  defaultValue: _defaultValue,
  ...props
}: ReferenceAutocompleteInputProps) {
  return <ReferenceAutocompleteInput {...props} />;
}
