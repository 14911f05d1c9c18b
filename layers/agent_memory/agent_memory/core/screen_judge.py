"""A second judge for the fact screen: a linear model over a sentence's character n-grams.

The concept screen (`instruction_orders`) reads lexicons, and lexicons miss the orders no
one wrote a word for: about 78 % of orders were dropped on text no one tuned on. This
judge learned from every labelled sentence of the screen's corpora (benchmarks/
screen_corpus.py, screen_blind.py, screen_blind2.py, screen_training.py; never the held-out
screen_blind3.py) which spellings orders share: a logistic regression
over the distinct 3- to 6-letter pieces of each folded word (scikit-learn's `char_wb`
analyser, binary, L2-normalised), trained by `benchmarks/train_screen_judge.py` into
`screen_judge.json`. Its threshold is the highest score of any training sentence that is
no order, so it drops none of them. It needs no embedder: the same weights serve every
deployment, whatever its embedding space (docs/decisions/screen-judge.md).

Pure Python, one dictionary lookup per n-gram: tens of microseconds a sentence.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

WEIGHTS_FILE = "screen_judge.json"


@dataclass(frozen=True)
class OrderJudge:
    """The model: n-gram sizes, a weight per known n-gram, the bias and the threshold."""

    smallest: int
    largest: int
    weights: dict[str, float]
    bias: float
    threshold: float

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

    def score(self, folded: str) -> float:
        """The log-odds that `folded` (text from `fold_for_screening`) is an order.

        `fsum`: exact whatever the order a set yields its n-grams in (which changes from one
        process to the next), so the training sentence at the threshold stays under it.
        """
        known = [w for g in self.ngrams(folded) if (w := self.weights.get(g)) is not None]
        return self.bias + (math.fsum(known) / math.sqrt(len(known)) if known else 0.0)

    def reads_as_order(self, folded: str) -> bool:
        """Whether `folded` scores above every training sentence that is no order."""
        return self.score(folded) > self.threshold

    def to_json(self) -> str:
        """The model as `load` reads it (the training script writes this)."""
        return json.dumps(
            {
                "ngram_sizes": [self.smallest, self.largest],
                "bias": self.bias,
                "threshold": self.threshold,
                "weights": dict(sorted(self.weights.items())),
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
    )


@cache
def shipped() -> OrderJudge:
    """The model packaged beside this module, read once per process."""
    return parse(resources.files(__package__).joinpath(WEIGHTS_FILE).read_text("utf-8"))


def reads_as_order(folded: str) -> bool:
    """Whether the shipped judge reads `folded` (from `fold_for_screening`) as an order."""
    return shipped().reads_as_order(folded)
