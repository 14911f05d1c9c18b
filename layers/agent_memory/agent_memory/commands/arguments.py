"""Argument types of the command line: every id, count, duration and path checked at the
door, so a mistake is one line naming the fix (exit 2), never a traceback halfway through.

argparse calls these on the raw text and reports an `ArgumentTypeError`'s message as
the usage error.
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable
from pathlib import Path

from agent_memory.display_text import printable

_LETTER_ID = re.compile(r"[A-Za-z0-9_-]{1,128}")  # a local row id, or an SQS MessageId (a UUID)


def _shown(text: str) -> str:
    return repr(printable(text)[:40])


def letter_id(text: str) -> str:
    """A dead letter's id as `dead-letters list` prints it."""
    if not _LETTER_ID.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"{_shown(text)} is not a dead letter id: pass one as `dead-letters list` prints it"
        )
    return text


def count_up_to(most: int) -> Callable[[str], int]:
    """A whole number from 1 to `most`."""

    def count(text: str) -> int:
        number = int(text) if text.isascii() and text.strip().isdigit() else 0
        if not 1 <= number <= most:
            raise argparse.ArgumentTypeError(
                f"{_shown(text)} is not a count: pass a whole number from 1 to {most:,}"
            )
        return number

    return count


def seconds(text: str) -> float:
    """A finite, non-negative number of seconds."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(
            f"{_shown(text)} is not a duration: pass a number of seconds, e.g. 30 or 0.5"
        )
    return value


def output_file(text: str) -> Path:
    """A file to write: in a folder that exists, and not itself a folder."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{printable(text)} is a folder: name a file in it")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(
            f"{printable(text)}: there is no folder {printable(path.parent)}: create it first"
        )
    return path
