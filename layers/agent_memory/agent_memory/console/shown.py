"""What a page shows of a stored value: visible (display_text's escapes) and bounded.

Every `{{ value }}` of a template goes through `finalize`: plain text with each hidden
character as its escape and at most SHOWN_CHARS characters, then Jinja's HTML escaping,
so neither an attribute, an edit box, nor a cell can hold a bidi override or a control
character, nor a megabyte. A person's words in a block of text (a fact, the summary, a
message) go through the `shown` filter instead: the same text, with each escape marked
(a styled span naming the character) apart from a backslash the person typed, inside a
`<bdi>` so right-to-left words cannot reorder the page around them.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from markupsafe import Markup, escape

from agent_memory.display_text import escape_of, visible_parts

SHOWN_CHARS = 2_000  # of one text on a page; the export holds all of it
KEPT = "\n\t"  # a page's own whitespace: harmless in HTML, and a message's line breaks


def more_note(hidden: int) -> str:
    """What a cut text says about the rest."""
    return f"… ({hidden:,} more characters; export for all)"


def _cut(value: object) -> tuple[str, int]:
    text = str(value)
    return text[:SHOWN_CHARS], max(0, len(text) - SHOWN_CHARS)


def _plain(text: str) -> bool:
    """Nothing to escape nor cut: most values (ids, dates, words), checked at C speed."""
    return len(text) <= SHOWN_CHARS and text.isascii() and text.isprintable()


def finalize(value: Any) -> Any:
    """Jinja's finalize: a value as visible, bounded plain text (Markup, already made
    by a macro or by `shown`, as it is)."""
    if isinstance(value, Markup):
        return value
    text = value if type(value) is str else str(value)
    if _plain(text):
        return text
    text, hidden = _cut(text)
    plain = "".join(escape_of(run) if is_escape else run for run, is_escape in _runs(text))
    return plain + (f" {more_note(hidden)}" if hidden else "")


def _runs(text: str) -> list[tuple[str, bool]]:
    return list(visible_parts(text, keep=KEPT))


def _marked(char: str) -> Markup:
    name = unicodedata.name(char, "")
    title = f"U+{ord(char):04X}" + (f" {name}" if name else "")
    return Markup('<span class="escape" title="{}">{}</span>').format(title, escape_of(char))


def shown(value: object) -> Markup:
    """The `shown` filter: a person's text, visible, marked, isolated and bounded."""
    if value is None:
        return Markup("")
    text = value if type(value) is str else str(value)
    if _plain(text):
        return Markup(f"<bdi>{escape(text)}</bdi>")
    text, hidden = _cut(text)
    body = Markup("").join(
        _marked(run) if is_escape else escape(run) for run, is_escape in _runs(text)
    )
    if hidden:
        body += Markup(' <span class="more">{}</span>').format(more_note(hidden))
    return Markup("<bdi>{}</bdi>").format(body)
