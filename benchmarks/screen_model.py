"""The alternative the fact screen is measured against: a learned reader of orders.

A naive Bayes over the folded words, word pairs and first word of a sentence, trained
on the tuning part of `screen_corpus` (ordinary facts and summary narration against
instructions), its threshold the highest score of any tuning sentence that is no
order, so it drops none of them. `bench_hostile.py --screen` reports it alone and
together with the shipped screen on each part it was not trained on. It drops 4 to 6
ordinary sentences of each such part ("Os pais dele querem que ele estude direito")
and no order the concept screen keeps, which is why the screen does not use it: see
docs/decisions/fact-screen-concepts.md.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from dataclasses import dataclass

from agent_memory.core.screen_text import fold_for_screening
from benchmarks.screen_corpus import instructions, narration, ordinary

_WORD = re.compile(r"[\w']+")


def features(folded: str) -> set[str]:
    """The words, neighbouring word pairs and first word (`^word`) of folded text."""
    words = _WORD.findall(folded)
    found = set(words) | {f"{a} {b}" for a, b in itertools.pairwise(words)}
    if words:
        found.add("^" + words[0])
    return found


@dataclass(frozen=True)
class OrderReader:
    """Log-odds weights per feature, the prior, and the score above which text is an order."""

    prior: float
    threshold: float
    weights: dict[str, float]

    def score(self, text: str) -> float:
        """The log-odds that `text` is an order (features never seen weigh nothing)."""
        folded = fold_for_screening(text)
        return self.prior + sum(self.weights.get(f, 0.0) for f in features(folded))

    def reads_as_order(self, text: str) -> bool:
        """Whether `text` scores above every tuning sentence that is no order."""
        return self.score(text) > self.threshold


def train() -> OrderReader:
    """The reader trained on the tuning part, with add-one smoothing."""
    tuning = [i for i in ordinary() + narration() + instructions() if not i.held_out]
    counts: dict[bool, Counter[str]] = {True: Counter(), False: Counter()}
    sizes = Counter(i.instruction for i in tuning)
    for item in tuning:
        counts[item.instruction].update(features(fold_for_screening(item.text)))
    weights = {
        feature: math.log((counts[True][feature] + 1) / (sizes[True] + 2))
        - math.log((counts[False][feature] + 1) / (sizes[False] + 2))
        for feature in counts[True].keys() | counts[False].keys()
    }
    untrained = OrderReader(math.log(sizes[True] / sizes[False]), 0.0, weights)
    threshold = max(untrained.score(i.text) for i in tuning if not i.instruction)
    return OrderReader(untrained.prior, threshold, weights)
