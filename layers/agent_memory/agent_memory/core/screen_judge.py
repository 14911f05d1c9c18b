"""A second judge for the fact screen: a linear model over a sentence's letters and words.

The concept screen (`instruction_orders`) reads lexicons, and lexicons miss the orders no
one wrote a word for (about 78 % of orders were dropped on text no one tuned on) and read
orders into facts no one wrote them for (2-4 % of unseen facts: a coach's "forget the
score", a wish about the agent's replies). This judge learned from every labelled sentence
of the screen's corpora (benchmarks/train_screen_judge.py names them; never a blind corpus
still held out) which spellings orders share: a logistic regression over the distinct 3-
to 6-letter pieces of each folded word (scikit-learn's `char_wb` analyser) and the distinct
words and word pairs, each block binary and L2-normalised, written to `screen_judge.json`.

It decides with the concept screen, by two thresholds set by leave-one-corpus-out
cross-validation (the scores of sentences in a corpus the judge never saw): `threshold`,
above every ordinary fact there, drops alone; `confirms_from`, the lowest score of an
order there that the concept screen drops, is what a concept hit needs to stand, so a
pattern's hit on a sentence the judge reads as plainly ordinary (below every such order)
keeps it (docs/decisions/screen-judge.md).
No embedder: the same weights serve every deployment, whatever its embedding space.

Pure Python, one dictionary lookup per n-gram: tens of microseconds a sentence.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise

WEIGHTS_FILE = "screen_judge.json"
# scikit-learn's word tokens (its `token_pattern` with one-letter words kept)
_WORD = re.compile(r"\b\w+\b")


@dataclass(frozen=True)
class OrderJudge:
    """The model: n-gram sizes, a weight per known letter and word n-gram, the bias and
    the two thresholds."""

    smallest: int
    largest: int
    weights: dict[str, float]
    bias: float
    threshold: float
    word_weights: dict[str, float]
    confirms_from: float

    def ngrams(self, folded: str) -> set[str]:
        """The distinct n-grams of each word padded with a space either side, as
        scikit-learn's `char_wb` cuts them (a word shorter than n is one n-gram)."""
        found: set[str] = set()
        for word in folded.split():
            padded = f" {word} "
            for size in range(self.smallest, self.largest + 1):
                if size >= len(padded):
                    found.add(padded)
                    break
                found.update(padded[i : i + size] for i in range(len(padded) - size + 1))
        return found

    @staticmethod
    def word_ngrams(folded: str) -> set[str]:
        """The distinct words and pairs of neighbouring words, as scikit-learn's `word`
        analyser cuts them with `ngram_range=(1, 2)`."""
        words = _WORD.findall(folded)
        return {*words, *(f"{a} {b}" for a, b in pairwise(words))}

    def score(self, folded: str) -> float:
        """The log-odds that `folded` (text from `fold_for_screening`) is an order.

        Each block is L2-normalised over the n-grams it knows, binary. `fsum`: exact
        whatever the order a set yields its n-grams in (which changes from one process to
        the next), so the sentence at a threshold stays on its side of it.
        """
        total = self.bias
        for weights, grams in (
            (self.weights, self.ngrams(folded)),
            (self.word_weights, self.word_ngrams(folded)),
        ):
            known = [w for g in grams if (w := weights.get(g)) is not None]
            total += math.fsum(known) / math.sqrt(len(known)) if known else 0.0
        return total

    def reads_as_order(self, folded: str) -> bool:
        """Whether `folded` scores above every ordinary fact of a corpus left out."""
        return self.score(folded) > self.threshold

    def confirms(self, folded: str) -> bool:
        """Whether a concept-screen hit on `folded` stands: it scores no lower than every
        order of a corpus left out that the concept screen drops."""
        return self.score(folded) >= self.confirms_from

    def leans_to_order(self, folded: str) -> bool:
        """Whether `folded` is more likely an order than not: the model's own even odds
        (log-odds 0), a boundary no corpus set."""
        return self.score(folded) >= 0.0

    def to_json(self) -> str:
        """The model as `load` reads it (the training script writes this)."""
        return json.dumps(
            {
                "ngram_sizes": [self.smallest, self.largest],
                "bias": self.bias,
                "threshold": self.threshold,
                "confirms_from": self.confirms_from,
                "weights": dict(sorted(self.weights.items())),
                "word_weights": dict(sorted(self.word_weights.items())),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )


def parse(text: str) -> OrderJudge:
    """A model from its JSON (`OrderJudge.to_json`)."""
    data = json.loads(text)
    smallest, largest = data["ngram_sizes"]
    return OrderJudge(
        int(smallest),
        int(largest),
        {str(g): float(w) for g, w in data["weights"].items()},
        float(data["bias"]),
        float(data["threshold"]),
        {str(g): float(w) for g, w in data["word_weights"].items()},
        float(data["confirms_from"]),
    )


@cache
def shipped() -> OrderJudge:
    """The model packaged beside this module, read once per process."""
    return parse(resources.files(__package__).joinpath(WEIGHTS_FILE).read_text("utf-8"))


def reads_as_order(folded: str) -> bool:
    """Whether the shipped judge alone reads `folded` (from `fold_for_screening`) as an order."""
    return shipped().reads_as_order(folded)


def confirms(folded: str) -> bool:
    """Whether the shipped judge lets a concept-screen hit on `folded` stand."""
    return shipped().confirms(folded)


def leans_to_order(folded: str) -> bool:
    """Whether the shipped judge finds `folded` more likely an order than not."""
    return shipped().leans_to_order(folded)
