"""The one ceiling on a request body every HTTP door here applies (`http_body`): decided on
the declared length, before a byte of the body is read."""

from __future__ import annotations

import pytest

from agent_memory.http_body import body_refusal

MOST = 1_000


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"content-length": str(50 * 2**20)}, (413, "body_too_large")),
        ({"content-length": "1001"}, (413, "body_too_large")),
        ({"content-length": "9" * 5000}, (413, "body_too_large")),
        ({"content-length": "1e3"}, (400, "invalid_length")),
        ({"content-length": "5,5"}, (400, "invalid_length")),  # a repeated header, joined
        ({"transfer-encoding": "chunked"}, (411, "length_required")),
    ],
)
def test_a_body_past_the_ceiling_or_of_no_length_is_refused_with_its_reason(headers, expected):
    refusal = body_refusal(headers, MOST)
    assert refusal is not None and (refusal.status, refusal.reason) == expected
    assert len(refusal.message) < 100  # a 5,000-digit length is not echoed


def test_the_ceiling_is_named_and_a_drained_door_names_what_it_accepts():
    refusal = body_refusal({"content-length": "2000"}, MOST, accepted=500)
    assert refusal is not None and refusal.message == "body is 2000 bytes; at most 500 accepted"


def test_a_body_within_the_ceiling_or_none_at_all_is_read():
    assert body_refusal({"content-length": "1000"}, MOST) is None
    assert body_refusal({"content-length": "0001000"}, MOST) is None
    assert body_refusal({}, MOST) is None  # a GET: no length and no chunks, no body
    refusal = body_refusal({}, MOST, sized=True)  # a write must say its length
    assert refusal is not None and refusal.status == 411
