"""What a page shows of a stored value: visible (display_text's escapes) and bounded.

Every `{{ value }}` of a template goes through `finalize`: plain text with each hidden
character as its escape and at most SHOWN_CHARS characters, then Jinja's HTML escaping,
so neither an attribute, an edit box, nor a cell can hold a bidi override or a control
character, nor a megabyte. A person's words in a block of text (a fact, the summary, a
message) go through the `shown` filter instead: the same text, with each escape marked
(a styled span naming the character) apart from a backslash the person typed, inside a
`<bdi>` so right-to-left words cannot reorder the page around them.

An edit box is the one exception: it holds the stored text exactly (`editable`, HTML
escaping only), since what a form sends is stored, and an escape in the box would be
saved as its six characters, the mark it stood for lost. Next to the box, `hidden_note`
names the hidden characters the text holds, so the box hides nothing unsaid.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from markupsafe import Markup, escape

from agent_memory.core.curation import MAX_FACT_CHARS
from agent_memory.display_text import escape_of, is_hidden, visible_parts

SHOWN_CHARS = 2_000  # of one text on a page; the export holds all of it
EDITABLE_CHARS = MAX_FACT_CHARS  # a longer text cannot be saved back: its box starts empty
NAMED_HIDDEN = 5  # hidden characters an edit box's note names (it counts the rest)
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
    return Markup('<span class="escape" title="{}">{}</span>').format(_name(char), escape_of(char))


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


def editable(value: object) -> Markup:
    """The `editable` filter: the stored text exactly, HTML-escaped only, for an edit box
    (empty past EDITABLE_CHARS, which no edit could save)."""
    text = "" if value is None else str(value)
    return Markup("") if len(text) > EDITABLE_CHARS else escape(text)


def _name(char: str) -> str:
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


def hidden_note(value: object) -> str:
    """The `hidden_note` filter: what an edit box holds that does not show ("" if
    nothing), e.g. "this text holds 2 hidden characters: U+200F RIGHT-TO-LEFT MARK"."""
    text = "" if value is None else str(value)
    if _plain(text) or len(text) > EDITABLE_CHARS:
        return ""
    hidden = [char for char in text if char not in KEPT and is_hidden(char)]
    if not hidden:
        return ""
    kinds = list(dict.fromkeys(hidden))
    named = ", ".join(_name(char) for char in kinds[:NAMED_HIDDEN])
    more = f" and {len(kinds) - NAMED_HIDDEN} other kinds" if len(kinds) > NAMED_HIDDEN else ""
    many = "s" if len(hidden) != 1 else ""
    return (
        f"this text holds {len(hidden)} hidden character{many}, kept when it is saved: "
        f"{named}{more}"
    )
