"""Text every store can hold and whasp can send: valid Unicode, which a Python str need not be.

A str may hold a lone UTF-16 surrogate (a code point in U+D800-U+DFFF outside a pair): a
model's JSON answer can escape one ("\\ud83d", half an emoji), and `json.loads` hands it back
as it is. UTF-8 cannot encode it, so DynamoDB's request, the word index (core/lexical.py) and
the whasp send raised UnicodeEncodeError on it. It is the only such code point: any other, NUL
and controls included, is valid UTF-8, and the JSON of a body or a request escapes it.
"""

from __future__ import annotations

import re


def is_valid_unicode(text: str) -> bool:
    """True unless `text` holds a lone surrogate (nothing can encode it)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def with_valid_unicode(text: str) -> str:
    """`text` with each lone surrogate replaced by U+FFFD (as a UTF-16 decoder shows it), and
    a pair held as two code points joined into its character; `text` itself when it is
    valid (the common case, one scan)."""
    if is_valid_unicode(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


# What an operator's fact may not hold (core/curation.py): characters that act on what is
# shown instead of being part of the words. Controls (NUL, ESC, DEL, C1) drive a terminal;
# bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) show a text other
# than the one kept; zero-width spaces (U+200B, U+2060 word joiner, U+FEFF) hide inside a
# word; tag characters (U+E0000-U+E007F) spell text no reader sees, but a model reads. Kept
# as parts of words: the joiners U+200C and U+200D (emoji, Persian and Indic words), the
# bidi marks after right-to-left words (U+200E, U+200F, U+061C), the soft hyphen, and the
# tags of a subdivision flag (U+1F3F4, tags, U+E007F: the Scottish flag).
_ACTING = re.compile(
    "[\x00-\x1f\x7f-\x9f\u200b\u202a-\u202e\u2060\u2066-\u2069\ufeff\U000e0000-\U000e007f]"
)
_FLAG = re.compile("\U0001f3f4[\U000e0020-\U000e007e]+\U000e007f")


def acting_character(text: str) -> tuple[int, str] | None:
    """The first character of `text` that acts instead of showing (see _ACTING), with its
    index; None for text that holds none (the common case: one scan)."""
    found = _ACTING.search(text)
    if found is None:
        return None
    unflagged = _FLAG.sub(lambda flag: " " * len(flag.group()), text)  # same indexes
    found = _ACTING.search(unflagged)
    return None if found is None else (found.start(), found.group())
