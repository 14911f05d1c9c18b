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
    return _whole_from(1, most, "a count")


DAY = 86_400.0  # the longest wait or interval a command takes: past it, a typo (1e308)
PORTS = 65_535
WORKERS = 64  # threads answering people in parallel: past it, threads, not throughput


def _seconds_from(least: float, most: float, *, positive: bool) -> Callable[[str], float]:
    """A finite number of seconds from `least` (excluded when `positive`) to `most`."""
    floor = "more than 0" if positive else f"{least:g}"

    def duration(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and least <= value <= most) or (positive and value == 0):
            raise argparse.ArgumentTypeError(
                f"{_shown(text)} is not a duration: pass a number of seconds from {floor} "
                f"to {most:,.0f}, e.g. 30 or 0.5"
            )
        return value

    return duration


# a wait or timeout: 0 to a day
seconds = _seconds_from(0.0, DAY, positive=False)
# an interval between runs: more than 0, up to a day
interval = _seconds_from(0.0, DAY, positive=True)


def _whole_from(least: int, most: int, what: str) -> Callable[[str], int]:
    """A whole number from `least` to `most` (ASCII digits only: no 1e3, no full-width)."""

    def whole(text: str) -> int:
        digits = text.strip()
        fits = digits.isascii() and digits.isdigit() and len(digits) <= len(str(most))
        number = int(digits) if fits else -1
        if not least <= number <= most:
            raise argparse.ArgumentTypeError(
                f"{_shown(text)} is not {what}: pass a whole number from {least} to {most:,}"
            )
        return number

    return whole


# a TCP port on 127.0.0.1 (0: a server picks a free one)
port = _whole_from(0, PORTS, "a port")
# serve's worker threads
workers = _whole_from(1, WORKERS, "a number of workers")


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
