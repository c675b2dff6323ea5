import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface SearchTextOptions {
  /** The search in force (in the address, or in a kept filter). */
  search: string | undefined;
  /** Stable (a setter made once): the search is sent from an effect. */
  onSearch: (search: string | undefined) => void;
  delayMs: number;
  /** Fewer letters than this search nothing yet. */
  minLength?: number;
  /** While the text is too short, the search in force stays; otherwise the list shows whole again. */
  keepsSearchWhileShort?: boolean;
}

/**
 * A search box's text: the search goes out once the user pauses typing, and a search changed from outside
 * (the filters cleared, the browser's back button) sets the box, while the box's own search leaves the text as typed.
 */
export function useSearchText({
  search,
  onSearch,
  delayMs,
  minLength = 1,
  keepsSearchWhileShort = false,
}: SearchTextOptions) {
  const [text, setText] = useState(search ?? '');
  const trimmed = text.trim();
  const isTooShort = trimmed !== '' && trimmed.length < minLength;
  // The last search this box sent, to tell its own changes from outside ones.
  const committed = useRef(search);

  useEffect(() => {
    if (isTooShort && keepsSearchWhileShort) return;
    const next = isTooShort || trimmed === '' ? undefined : trimmed;
    if (next === search) return;
    const timer = setTimeout(() => {
      committed.current = next;
      onSearch(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [trimmed, isTooShort, keepsSearchWhileShort, search, onSearch, delayMs]);

  useEffect(() => {
    if (search === committed.current) return;
    committed.current = search;
    setText(search ?? '');
  }, [search]);

  return { text, setText, isTooShort };
}

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  helperText?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A list's search box, a magnifier at its start. */
export function SearchField({ label, value, onChange, helperText, fullWidth, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
