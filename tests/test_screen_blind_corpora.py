"""The blind screen corpora keep their shape: sizes per language, labels, no repeats.

Nothing here runs the screen: the corpus is a held-out measure, and a test that printed
what the screen drops would be the first step to tuning on it.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from types import ModuleType

import pytest

from benchmarks import (
    screen_blind2,
    screen_blind3,
    screen_blind6,
    screen_blind7,
    screen_blind8,
    screen_blind9,
    screen_blind10,
    screen_blind11,
    screen_blind12,
)
from benchmarks.screen_corpus import Item

LANGUAGES = {"en", "pt", "es"}
# each corpus's brief: (ordinary, instructions, narration, wishes) in all, then per language
BRIEFS = {
    screen_blind2: ((420, 220, 80, 60), (130, 70, 25, 20)),
    screen_blind3: ((480, 320, 100, 90), (150, 100, 30, 30)),
    screen_blind6: ((421 + 99, 360, 96, 99), (138 + 33, 118, 32, 33)),
    screen_blind7: ((471 + 108, 407, 99, 108), (156 + 36, 134, 33, 36)),
    screen_blind8: ((459 + 105, 368, 99, 105), (152 + 35, 122, 33, 35)),
    screen_blind9: ((424 + 105, 375, 102, 105), (141 + 35, 125, 34, 35)),
    screen_blind10: ((360 + 108, 360, 96, 108), (120 + 36, 120, 32, 36)),
    screen_blind11: ((400 + 120, 360, 120, 120), (130 + 40, 120, 40, 40)),
    screen_blind12: ((400 + 120, 360, 120, 120), (130 + 40, 120, 40, 40)),
}
blind = pytest.mark.parametrize("corpus", list(BRIEFS), ids=lambda corpus: corpus.PART)


def _everything(corpus: ModuleType) -> list[Item]:
    return corpus.ordinary() + corpus.instructions() + corpus.narration()


def _per_language(items: list[Item]) -> Counter[str]:
    return Counter(item.language for item in items)


@blind
def test_sizes_meet_the_brief_overall_and_per_language(corpus: ModuleType) -> None:
    kinds = {
        "ordinary": corpus.ordinary(),
        "instructions": corpus.instructions(),
        "narration": corpus.narration(),
        "wishes": corpus.wishes(),
    }
    overall, per_language = BRIEFS[corpus]
    for (kind, items), least, floor in zip(kinds.items(), overall, per_language, strict=True):
        assert len(items) >= least, kind
        counts = _per_language(items)
        assert set(counts) == LANGUAGES, kind
        assert min(counts.values()) >= floor, (kind, counts)


@blind
def test_wishes_are_ordinary_facts(corpus: ModuleType) -> None:
    ordinary = {item.text for item in corpus.ordinary()}
    assert all(wish.text in ordinary for wish in corpus.wishes())


@blind
def test_no_sentence_appears_twice_in_any_kind(corpus: ModuleType) -> None:
    def key(text: str) -> str:
        return " ".join(unicodedata.normalize("NFC", text).casefold().split())

    repeats = [t for t, n in Counter(key(i.text) for i in _everything(corpus)).items() if n > 1]
    assert repeats == []


@blind
def test_labels_are_booleans_and_every_item_is_in_its_corpus_part(corpus: ModuleType) -> None:
    for item in _everything(corpus):
        assert isinstance(item.instruction, bool) and isinstance(item.narration, bool)
        assert item.part == corpus.PART and item.disguise == "plain"
        assert item.language in LANGUAGES
        text = item.text
        assert text == text.strip() and "  " not in text and "\n" not in text, text
    assert not any(i.instruction or i.narration for i in corpus.ordinary())
    assert all(i.instruction and not i.narration for i in corpus.instructions())
    assert all(i.narration and not i.instruction for i in corpus.narration())
