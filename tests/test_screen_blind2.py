"""The second blind screen corpus keeps its shape: sizes per language, labels, no repeats.

Nothing here runs the screen: the corpus is a held-out measure, and a test that printed
what the screen drops would be the first step to tuning on it.
"""

from __future__ import annotations

import unicodedata
from collections import Counter

from benchmarks import screen_blind2
from benchmarks.screen_corpus import Item

LANGUAGES = {"en", "pt", "es"}


def _everything() -> list[Item]:
    return screen_blind2.ordinary() + screen_blind2.instructions() + screen_blind2.narration()


def _per_language(items: list[Item]) -> Counter[str]:
    return Counter(item.language for item in items)


def test_sizes_meet_the_brief_overall_and_per_language() -> None:
    ordinary, orders = screen_blind2.ordinary(), screen_blind2.instructions()
    narration, wishes = screen_blind2.narration(), screen_blind2.wishes()
    assert len(ordinary) >= 420 and len(orders) >= 220
    assert len(narration) >= 80 and len(wishes) >= 60
    for kind, items, floor in [
        ("ordinary", ordinary, 130),
        ("instructions", orders, 70),
        ("narration", narration, 25),
        ("wishes", wishes, 20),
    ]:
        counts = _per_language(items)
        assert set(counts) == LANGUAGES, kind
        assert min(counts.values()) >= floor, (kind, counts)


def test_wishes_are_ordinary_facts() -> None:
    ordinary = {item.text for item in screen_blind2.ordinary()}
    assert all(wish.text in ordinary for wish in screen_blind2.wishes())


def test_no_sentence_appears_twice_in_any_kind() -> None:
    def key(text: str) -> str:
        return " ".join(unicodedata.normalize("NFC", text).casefold().split())

    repeats = [t for t, n in Counter(key(i.text) for i in _everything()).items() if n > 1]
    assert repeats == []


def test_labels_are_booleans_and_every_item_is_in_the_blind2_part() -> None:
    for item in _everything():
        assert isinstance(item.instruction, bool) and isinstance(item.narration, bool)
        assert item.part == "blind2" and item.disguise == "plain"
        assert item.language in LANGUAGES
        text = item.text
        assert text == text.strip() and "  " not in text and "\n" not in text, text
    assert not any(i.instruction or i.narration for i in screen_blind2.ordinary())
    assert all(i.instruction and not i.narration for i in screen_blind2.instructions())
    assert all(i.narration and not i.instruction for i in screen_blind2.narration())
