"""Stored text made safe to show: what a person wrote never drives what the operator sees.

A person's words reach the operator as they were sent, in a terminal (`inspect`,
`facts show`, `dead-letters show`, `chat`'s /memory) and on the console's pages, and
some characters in them act instead of showing: ESC and the C1 controls (0x80-0x9f;
CSI 0x9b starts an escape sequence on many terminals) move the cursor, retitle the
window or rewrite what was printed; bidi overrides and isolates (U+202E, U+2066) show a
text other than the one stored, on a terminal as in a browser; zero-width characters,
the BOM and the soft hyphen hide inside a word; a lone surrogate makes `print` raise.
Every one of them is shown as its escape (`\\x1b`, `\\u202e`), so the operator sees what
is stored, and nothing else. One rule, here, for the command line and the console.
"""

from __future__ import annotations

import json
import re
import reprlib
import unicodedata
from collections.abc import Iterator
from typing import Any

# C0 (tab and newline too: one stored field is one printed line), DEL, C1; every format
# character (bidi marks, overrides and isolates, zero-width ones, BOM, soft hyphen, tags);
# line and paragraph separators; surrogates and private-use characters
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
_NON_ASCII_OR_CONTROL = re.compile(r"[^\x20-\x7e]")
_JOINERS = frozenset({"\u200c", "\u200d"})  # inside words of Persian, Indic scripts, emoji


def is_hidden(char: str) -> bool:
    """True for a character that acts, or hides, instead of showing (see the module doc)."""
    return unicodedata.category(char) in _UNSAFE_CATEGORIES and char not in _JOINERS


def escape_of(char: str) -> str:
    """The escape that shows `char`: `\\x1b`, `\\u202e`, `\\U000e0041`."""
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _shown(match: re.Match[str]) -> str:
    char = match.group()
    return escape_of(char) if is_hidden(char) else char


def printable(text: object) -> str:
    """`text` as one line a terminal prints as it reads: every control, format and
    separator character (newline included) written as its escape; letters of any
    script, accents and emoji kept."""
    return _NON_ASCII_OR_CONTROL.sub(_shown, str(text))


def printable_lines(text: str) -> str:
    """`text` with its line breaks kept and every other control character escaped
    (for a document we laid out, such as indented JSON)."""
    return "\n".join(printable(line) for line in text.split("\n"))


def visible_parts(text: str, keep: str = "") -> Iterator[tuple[str, bool]]:
    """`text` in runs: (a run shown as it is, False) and (one hidden character, True), so
    a page can mark each escape apart from text that merely looks like one. The
    characters of `keep` (a page's own whitespace, say) are shown as they are."""
    start = 0
    for match in _NON_ASCII_OR_CONTROL.finditer(text):
        char = match.group()
        if char in keep or not is_hidden(char):
            continue
        if match.start() > start:
            yield text[start : match.start()], False
        yield char, True
        start = match.end()
    if start < len(text):
        yield text[start:], False


def _json_escape(match: re.Match[str]) -> str:
    char = match.group()
    # a raw newline is the layout's (json.dumps escapes every C0 inside a string); past the
    # BMP, json.dumps writes a surrogate pair
    return json.dumps(char)[1:-1] if is_hidden(char) and char != "\n" else char


def printable_json(document: Any) -> str:
    """`document` as indented JSON that reads the same data, with letters of any script
    as they are and every character `printable` escapes written as a JSON escape."""
    text = json.dumps(document, ensure_ascii=False, indent=2)
    return _NON_ASCII_OR_CONTROL.sub(_json_escape, text)


# what an error message quotes of a value it was given: an id is 25 characters, a phone
# 16, a path most often under 100; past it the prefix, and how long the value was
QUOTED_MAX_CHARS = 100


def quoted_input(value: object) -> str:
    """`value` as an error message quotes it: text in quotes, escaped as `printable`
    escapes it, at most QUOTED_MAX_CHARS characters of it, then `...` and its length, so
    a 5 MB id makes a one-line error, never a 5 MB one. Not text: its bounded repr."""
    text = value if isinstance(value, str) else reprlib.repr(value)
    shown: list[str] = []
    width = 0
    for char in text[:QUOTED_MAX_CHARS]:
        piece = printable(char)
        if width + len(piece) > QUOTED_MAX_CHARS:
            break
        shown.append(piece)
        width += len(piece)
    head = "".join(shown)
    if not isinstance(value, str):
        return head if len(shown) == len(text) else f"{head}..."
    if len(shown) == len(text):
        return f"'{head}'"
    return f"'{head}...' ({len(text):,} characters)"
