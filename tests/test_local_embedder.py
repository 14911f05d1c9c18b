"""The local embedder's shipped word vectors: meaning the n-grams cannot see, read once, and
a damaged table refused with the command that rebuilds it."""

from __future__ import annotations

import pytest

from agent_memory.core.embedding import EmbeddingSpace, cosine
from agent_memory.model import word_vectors
from agent_memory.model.local_embedder import LocalEmbedder
from benchmarks.ngram_embedder import NgramsV2

EMBEDDER = LocalEmbedder()


def similarity(embedder, a: str, b: str) -> float:
    space = EmbeddingSpace.of(embedder)  # as stored and compared: int8
    va, vb = embedder.embed([a, b])
    return cosine(space.decode(space.encode(va)), space.decode(space.encode(vb)))


@pytest.mark.parametrize(
    ("fact", "question", "unrelated"),
    [
        ("They feel sick today.", "are you ill?", "They bought a bike."),
        ("They drive a red car.", "what vehicle do they own?", "They love green tea."),
        ("Their daughter starts school in March.", "how old is the kid?", "They play chess."),
    ],
)
def test_synonyms_sharing_no_letters_come_close(fact, question, unrelated):
    # GIVEN a question sharing no word and few n-grams with its fact
    # THEN the word vectors bring it over the floor, and nearer than an unrelated fact
    assert similarity(EMBEDDER, fact, question) > EMBEDDER.relevance_floor
    assert similarity(EMBEDDER, fact, question) > similarity(EMBEDDER, unrelated, question)
    assert similarity(EMBEDDER, fact, question) > similarity(NgramsV2(), fact, question)


def test_words_unknown_to_the_table_still_meet_through_their_ngrams():
    assert "hospitla" not in word_vectors.shipped()
    assert similarity(EMBEDDER, "They work at the hospital.", "hospitla") > EMBEDDER.relevance_floor


def test_the_table_is_read_once_and_holds_the_chosen_words():
    assert word_vectors.shipped() is word_vectors.shipped()
    assert len(word_vectors.shipped()) == word_vectors.WORDS
    vector = EMBEDDER.embed(["They have a dog."])[0]
    assert len(vector) == EMBEDDER.dimensions == 256 + word_vectors.DIMENSIONS
    assert sum(v * v for v in vector) == pytest.approx(1.0)


@pytest.mark.parametrize(
    "damage",
    [lambda blob: b"PK\x03\x04" + blob[4:], lambda blob: blob[: len(blob) // 2]],
    ids=["another file", "truncated"],
)
def test_a_damaged_table_is_refused_with_the_rebuild_command(damage):
    blob = word_vectors.table_path().read_bytes()
    with pytest.raises(ValueError, match=r"build_word_vectors\.py"):
        word_vectors.WordVectors(damage(blob))
