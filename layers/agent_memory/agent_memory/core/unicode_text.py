"""Text every store can hold and whasp can send: valid Unicode, which a Python str need not be.

A str may hold a lone UTF-16 surrogate (a code point in U+D800-U+DFFF outside a pair): a
model's JSON answer can escape one ("\\ud83d", half an emoji), and `json.loads` hands it back
as it is. UTF-8 cannot encode it, so DynamoDB's request, the word index (core/lexical.py) and
the whasp send raised UnicodeEncodeError on it. It is the only such code point: any other, NUL
and controls included, is valid UTF-8, and the JSON of a body or a request escapes it.
"""

from __future__ import annotations


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
