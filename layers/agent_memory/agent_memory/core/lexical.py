"""Lexical relevance: BM25 over a person's fact texts, in English and Portuguese.

BM25 is written here rather than taken from a library: the corpus is one
person's facts (tens to a thousand short sentences), rebuilt every turn, so a
sparse-matrix index would cost more to build than it saves, and the layer stays
free of another dependency.
"""

from __future__ import annotations

import math
import re
import string
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain

from agent_memory.core.unicode_text import with_valid_unicode

K1 = 1.2
B = 0.75

_WORD = re.compile(r"[^\W_]+")  # letters and digits; `pet_name` is two words
_DROP_ACCENTS = dict.fromkeys(range(0x300, 0x370))  # combining marks, after NFD
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
    return unicodedata.normalize("NFD", text.casefold()).translate(_DROP_ACCENTS)


def words(text: str) -> list[str]:
    """The content words of `text`: folded, without stopwords or one-letter tokens."""
    return [w for w in _WORD.findall(normalise(text)) if len(w) > 1 and w not in STOPWORDS]


# Whole-corpus passes with C-speed bytes and str methods; Python only once per token.
_ASCII_SEPARATORS = bytes.maketrans(
    (string.punctuation + "\t\r\v\f").encode(), b" " * (len(string.punctuation) + 4)
)


def _stem(word: str) -> str:
    # Plurals only: anything heavier conflates more than it joins on one-sentence facts.
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word[-1] == "s" and word[-2] not in "sui":
        return word[:-1]
    return word


_STOP_TERMS = STOPWORDS | {_stem(w) for w in STOPWORDS}  # `does` stems to `doe`


def corpus_terms(texts: Sequence[str]) -> list[tuple[str, ...]]:
    """The BM25 terms of each text: folded, plurals stemmed, without stopwords.

    Cached by text: a person's facts come back turn after turn, so in a warm
    process only new facts are tokenised.
    """
    cache = _TEXT_TERMS
    missing = [text for text in dict.fromkeys(texts) if text not in cache]
    if missing:
        if len(cache) + len(missing) > _CACHE_LIMIT:
            cache.clear()
            _TOKEN_TERMS.clear()
        cache.update(zip(missing, _tokenise(missing), strict=True))
    return [cache[text] for text in texts]


def _tokenise(texts: list[str]) -> list[tuple[str, ...]]:
    joined = "\n".join(t.replace("\n", " ") for t in texts).casefold()
    try:
        encoded = joined.encode()
    except UnicodeEncodeError:  # a lone surrogate an older store kept: read as U+FFFD
        encoded = with_valid_unicode(joined).encode()
    cleaned = encoded.translate(_ASCII_SEPARATORS).decode()
    lines = [line.split() for line in cleaned.split("\n")]
    known = _TOKEN_TERMS
    for tokens in lines:
        for token in tokens:
            if token not in known:
                known[token] = _token_terms(token)
    return [tuple(term for token in tokens for term in known[token]) for tokens in lines]


_TEXT_TERMS: dict[str, tuple[str, ...]] = {}
_TOKEN_TERMS: dict[str, tuple[str, ...]] = {}
_CACHE_LIMIT = 100_000


def _token_terms(token: str) -> tuple[str, ...]:
    word = token if token.isascii() else normalise(token)
    found = [word] if word.isalnum() else _WORD.findall(word)  # emoji, “quotes”, ’
    stems = (_stem(w) for w in found if len(w) > 1)
    return tuple(w for w in stems if w not in _STOP_TERMS)


def terms(text: str) -> tuple[str, ...]:
    """The BM25 terms of one text."""
    return corpus_terms([text])[0]


def clear_caches() -> None:
    """Forget every tokenised text (for measuring a cold process)."""
    _TEXT_TERMS.clear()
    _TOKEN_TERMS.clear()


def bm25_scores(
    query: Sequence[str],
    documents: Sequence[Sequence[str]],
    k1: float = K1,
    b: float = B,
    *,
    corpus: CorpusCounts | None = None,
) -> list[float]:
    """Okapi BM25 of each document for the query terms; 0.0 where no term matches.

    `documents` may be candidates drawn from a larger corpus: `corpus` then
    gives the idf the whole corpus would.
    """
    if not documents:
        return []
    matched = list(map(set(query).intersection, documents))  # C loops where they can be
    document_frequency = Counter(chain.from_iterable(matched))
    count = len(documents)
    if corpus is not None:
        count = max(count, corpus.documents)
        for term, seen in document_frequency.items():
            document_frequency[term] = max(seen, corpus.frequencies.get(index_key(term), 0))
    average_length = sum(map(len, documents)) / count or 1.0
    idf = {
        term: math.log(1.0 + (count - df + 0.5) / (df + 0.5))
        for term, df in document_frequency.items()
    }
    scores = []
    append, saturation, flat = scores.append, k1 + 1.0, 1.0 - b  # the same floats, once
    for doc, found in zip(documents, matched, strict=True):
        if not found:
            append(0.0)
            continue
        norm = k1 * (flat + b * len(doc) / average_length)
        score = 0.0
        for term in found:
            tf = doc.count(term)
            score += idf[term] * tf * saturation / (tf + norm)
        append(score)
    return scores


@dataclass(frozen=True)
class CorpusCounts:
    """How many documents a whole corpus holds and, per index key, how many contain it."""

    documents: int
    frequencies: Mapping[str, int]


INDEX_KEY_CHARS = 6  # `allergic`/`allergies`, `vegetarian`/`vegetarianism` share a key


def index_key(term: str) -> str:
    """The fact-index key a BM25 term is filed under: its first INDEX_KEY_CHARS characters."""
    return term[:INDEX_KEY_CHARS]


def index_keys(text: str) -> list[str]:
    """The fact-index keys of `text`, each once, in the order they first appear."""
    return list(dict.fromkeys(index_key(term) for term in terms(text)))
