"""The JSON a model meant, found the way models write it: bare, in a ```json fence, after a
preamble ("Here is the summary:"), or followed by a remark.

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


def json_in_answer(text: str) -> Any:
    """The JSON value the answer holds: the whole text when it is JSON, else the first
    fenced block that is, else the first object that parses from one of its `{`."""
    stripped = text.strip()
    try:
        return loads_answer(stripped)
    except NoJsonFound:
        pass
    for block in _FENCE.findall(stripped):
        try:
            return loads_answer(block)
        except NoJsonFound:
            continue
    for start in _object_starts(stripped):
        try:
            value, _ = _DECODER.raw_decode(stripped, start)
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict):
            return value
    raise NoJsonFound("it is not valid JSON")


def _object_starts(text: str) -> list[int]:
    starts: list[int] = []
    position = text.find("{")
    while position != -1 and len(starts) < MAX_STARTS:
        starts.append(position)
        position = text.find("{", position + 1)
    return starts
