"""Lexical relevance: BM25 over a person's fact texts, in English and Portuguese.

BM25 is written here rather than taken from a library: the corpus is one
person's facts (tens to a thousand short sentences), rebuilt every turn, so a
sparse-matrix index would cost more to build than it saves, and the layer stays
free of another dependency.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

K1 = 1.2
B = 0.75

_WORD = re.compile(r"[^\W_]+")  # letters and digits; `pet_name` is two words
_COMBINING = re.compile(r"[\u0300-\u036f]")
_STOPWORDS_EN_PT = """
    a about again all am an and any are as at be been but by can could did do does for from had
    has have he her him his how i if in into is it its just know me mine my no not now of on or
    our please remember she so tell than that the their them then there these they this to told
    too us was we were what when where which who why will with would you your yours
    ao aos as com como da das de do dos e ela ele eles em era essa esse eu foi isso ja lembra
    lembrar mais mas me meu meus minha minhas na nas no nos o os ou para pela pelo por qual quais
    quando que quem se sei seu sua sao ta tem um uma voce
"""
STOPWORDS = frozenset(_STOPWORDS_EN_PT.split())


def normalise(text: str) -> str:
    """Case- and accent-folded text, so `Português` and `portugues` compare equal."""
    return _COMBINING.sub("", unicodedata.normalize("NFD", text.casefold()))


def words(text: str) -> list[str]:
    """The content words of `text`: folded, without stopwords or one-letter tokens."""
    return [w for w in _WORD.findall(normalise(text)) if len(w) > 1 and w not in STOPWORDS]


def _stem(word: str) -> str:
    # Plurals only: anything heavier conflates more than it joins on one-sentence facts.
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=65_536)
def terms(text: str) -> tuple[str, ...]:
    """The BM25 terms of `text` (cached: a person's facts recur turn after turn)."""
    return tuple(_stem(w) for w in words(text))


def bm25_scores(
    query: Sequence[str], documents: Sequence[Sequence[str]], k1: float = K1, b: float = B
) -> list[float]:
    """Okapi BM25 of each document for the query terms; 0.0 where no term matches."""
    if not documents:
        return []
    wanted = set(query)
    matched = [wanted.intersection(doc) for doc in documents]
    document_frequency: dict[str, int] = {}
    for found in matched:
        for term in found:
            document_frequency[term] = document_frequency.get(term, 0) + 1
    count = len(documents)
    average_length = sum(len(doc) for doc in documents) / count or 1.0
    idf = {
        term: math.log(1.0 + (count - df + 0.5) / (df + 0.5))
        for term, df in document_frequency.items()
    }
    scores = []
    for doc, found in zip(documents, matched, strict=True):
        if not found:
            scores.append(0.0)
            continue
        norm = k1 * (1.0 - b + b * len(doc) / average_length)
        score = 0.0
        for term in found:
            tf = doc.count(term)
            score += idf[term] * tf * (k1 + 1.0) / (tf + norm)
        scores.append(score)
    return scores
