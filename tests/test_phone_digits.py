"""A phone is ASCII digits: a look-alike or another script's digit would name another
person (another key), so erasing it would answer with a receipt and leave the real one."""

from __future__ import annotations

import pytest

from agent_memory.core.phone import normalise_phone

ANA = "+5511987654321"
TWINS = [
    "+551198765432\u0661",  # ARABIC-INDIC DIGIT ONE
    "+55119876543\U0001d7f921",  # MATHEMATICAL MONOSPACE DIGIT THREE
    "+5511\uff19\uff18765\uff14321",  # FULLWIDTH 9, 8 and 4
    "+\u0665\u0665\u0661\u0661987654321",  # Arabic-Indic from the first digit
]


@pytest.mark.parametrize("twin", TWINS)
def test_a_non_ascii_digit_is_refused_naming_the_fix(twin):
    with pytest.raises(ValueError, match="digits 0-9 only"):
        normalise_phone(twin)


def test_ascii_numbers_with_separators_still_normalise():
    assert normalise_phone(" +55 (11) 98765-4321 ") == ANA
    assert normalise_phone("005511987654321") == ANA


@pytest.mark.parametrize("twin", TWINS[:3])
def test_erasing_a_look_alike_number_is_refused_and_keeps_the_person(store, model, clock, twin):
    from agent_memory import Memory
    from agent_memory.core.curation import Curation

    curation = Curation(Memory(store=store, model=model, clock=clock))
    curation.add("bot", ANA, "profile", "Their plan is basic.", "plan")
    with pytest.raises(ValueError, match="digits 0-9 only"):
        curation.erase("bot", twin)
    assert len(curation.chains("bot", ANA)) == 1
