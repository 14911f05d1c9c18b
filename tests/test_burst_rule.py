"""The one rule of what covers a person's earlier message in a burst (pipeline/burst.py).

Both doors ask it (the local workers, the processor Lambda); tests/test_bursts.py runs
each case through them.
"""

from __future__ import annotations

import json

import pytest

from agent_memory.pipeline.burst import covers
from tests.test_bursts import (
    BRUNO,
    delivery_status,
    erasure,
    message,
    number_change,
    opt_out,
)


@pytest.mark.parametrize(
    ("later", "covered"),
    [
        (message("m2", "second"), True),
        (erasure(), True),
        (erasure(at="2026-11-29T11:59:00Z"), False),
        (opt_out(), False),
        (number_change(), False),
        (delivery_status(), False),
        (message("b1", "bruno", BRUNO), False),
        ("{not json", False),
        (json.dumps({"id": "x", "type": "agent_memory.erasure_requested"}), False),
    ],
    ids=[
        "message",
        "erasure after",
        "erasure before",
        "opt-out",
        "number change",
        "status",
        "another person",
        "not json",
        "malformed erasure",
    ],
)
def test_what_covers_an_earlier_message(later, covered):
    assert covers(message("m1", "first"), later) is covered


def test_an_opt_out_covers_only_when_it_erases():
    assert covers(message("m1", "first"), opt_out(), erase_on_opt_out=True) is True
    assert covers(message("m1", "first"), opt_out(BRUNO), erase_on_opt_out=True) is False


def test_only_a_message_is_covered():
    assert covers(opt_out(), message("m2", "second")) is False
    assert covers(erasure(), message("m2", "second")) is False
