"""The JSON a model meant, found the way models write it: bare, in a ```json fence, after a
preamble ("Here is the summary:"), followed by a remark, or after a draft.

Where the text holds several objects, the caller names the keys of the one it expects and
gets the *last* that has them: a model that drafts in prose ("First draft: {...} Better:
{...}") ends with its answer, and a remark after the answer rarely has the answer's
shape. A reasoning model's `<think>` block is taken out before (model/reasoning.py); this
order holds for a draft written outside one too.

Hand-written on the standard library's `JSONDecoder.raw_decode`, which reads one JSON
value from a position and says where it ends, so trailing text is simply left over.
`json_repair` (PyPI) was considered and left out: it also *invents* JSON from broken
text (an answer cut off mid-string becomes a shorter, valid summary; prose becomes a
string), which would let a damaged answer into memory past the schema check, and it
would add a dependency to the Lambda layer for about twenty lines of work. Nothing
here repairs: a value is either in the text whole, or the caller is told it is not.

A value nested deeper than Python's recursion limit (about a thousand levels; a 4 MB answer,
the call's ceiling, can nest four million) makes the decoder raise RecursionError: that text
is not JSON the model could have meant either, and is told as such (`loads_answer`).
"""

from __future__ import annotations

import json
import re
from typing import Any

# A fenced block: ``` or ```json (any info string), up to the closing fence.
_FENCE = re.compile(r"```[^\n`]*\n(.*?)```", re.DOTALL)
# Where an object may start; a long answer full of braces is not searched for ever.
MAX_STARTS = 32
_DECODER = json.JSONDecoder()


class NoJsonFound(ValueError):
    """The text holds no JSON value the model could have meant."""


def loads_answer(text: str) -> Any:
    """The JSON value `text` is, as `json.loads` reads it; NoJsonFound for any text that is
    not JSON, nesting too deep to read included (never a RecursionError)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError too
        raise NoJsonFound("it is not valid JSON") from None


def json_in_answer(text: str, *, keys: tuple[str, ...] = ()) -> Any:
    """The JSON value the answer holds: the whole text when it is JSON; else, of its fenced
    blocks and the objects written in it, the last that is an object with all of `keys`
    (a model that drafts writes its final answer last), or the first that parses when
    none has them (the caller's check then names what is missing)."""
    stripped = text.strip()
    try:
        return loads_answer(stripped)
    except NoJsonFound:
        pass
    found = [*_fenced_values(stripped), *_objects_in(stripped)]
    if not found:
        raise NoJsonFound("it is not valid JSON")
    shaped = [v for v in found if isinstance(v, dict) and all(k in v for k in keys)]
    return shaped[-1] if keys and shaped else found[0]


def _fenced_values(text: str) -> list[Any]:
    """The values of the fenced blocks that are JSON, in order."""
    values = []
    for block in _FENCE.findall(text):
        try:
            values.append(loads_answer(block))
        except NoJsonFound:
            continue
    return values


def _objects_in(text: str) -> list[dict[str, Any]]:
    """The objects written in `text` outside one another, in order: after one is read the
    search goes on past its end, so an object's own members are not counted; at most
    MAX_STARTS places are tried."""
    objects: list[dict[str, Any]] = []
    position = text.find("{")
    for _ in range(MAX_STARTS):
        if position == -1:
            break
        try:
            value, end = _DECODER.raw_decode(text, position)
        except (ValueError, RecursionError):
            end = position + 1
        else:
            if isinstance(value, dict):
                objects.append(value)
        position = text.find("{", end)
    return objects
