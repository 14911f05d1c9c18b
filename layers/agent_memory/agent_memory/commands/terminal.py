"""Stored text made safe to print: what a person wrote never drives the operator's terminal.

A person's words reach the command line (`inspect`, `facts show`, `dead-letters
show`, `chat`'s /memory) as they were sent, and a terminal obeys some characters
in them: ESC and the C1 controls (0x80-0x9f; CSI 0x9b starts an escape sequence
on many terminals) move the cursor, retitle the window or rewrite what was
printed; bidi overrides (U+202E) show a text other than the one stored; a lone
surrogate makes `print` raise. Every one of them is shown as its escape
(`\\x1b`, `\\u202e`), so the operator sees what is stored, and nothing else.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

# C0 (tab and newline too: one stored field is one printed line), DEL, C1; every format
# character (bidi marks, overrides and isolates, zero-width ones, BOM); line and paragraph
# separators; surrogates and private-use characters
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
_NON_ASCII_OR_CONTROL = re.compile(r"[^\x20-\x7e]")
_JOINERS = frozenset({"\u200c", "\u200d"})  # inside words of Persian, Indic scripts, emoji


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _shown(match: re.Match[str]) -> str:
    char = match.group()
    unsafe = unicodedata.category(char) in _UNSAFE_CATEGORIES and char not in _JOINERS
    return _escape(char) if unsafe else char


def printable(text: object) -> str:
    """`text` as one line a terminal prints as it reads: every control, format and
    separator character (newline included) written as its escape; letters of any
    script, accents and emoji kept."""
    return _NON_ASCII_OR_CONTROL.sub(_shown, str(text))


def printable_lines(text: str) -> str:
    """`text` with its line breaks kept and every other control character escaped
    (for a document we laid out, such as indented JSON)."""
    return "\n".join(printable(line) for line in text.split("\n"))


def _json_escape(match: re.Match[str]) -> str:
    char = match.group()
    unsafe = unicodedata.category(char) in _UNSAFE_CATEGORIES and char not in _JOINERS
    # a raw newline is the layout's (json.dumps escapes every C0 inside a string); past the
    # BMP, json.dumps writes a surrogate pair
    return json.dumps(char)[1:-1] if unsafe and char != "\n" else char


def printable_json(document: Any) -> str:
    """`document` as indented JSON that reads the same data, with letters of any script
    as they are and every character `printable` escapes written as a JSON escape."""
    text = json.dumps(document, ensure_ascii=False, indent=2)
    return _NON_ASCII_OR_CONTROL.sub(_json_escape, text)
