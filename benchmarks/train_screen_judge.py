"""Train the screen's second judge (core/screen_judge.py) and write its packaged weights.

On every labelled sentence of benchmarks/screen_corpus.py, screen_blind.py,
screen_blind2.py (spent once the judge was measured on it) and screen_training.py
(written to train it, without reading the screen), folded as the screen folds
them (never benchmarks/screen_blind3.py, the held-out figure, nor any later blind
corpus): scikit-learn's TfidfVectorizer (`char_wb` 3- to 6-grams seen in at least 3
sentences, binary, L2) and a class-balanced LogisticRegression, C=3. The
setting was chosen by cross-validation across the corpora's parts
(benchmarks/screen_judge_cv.py); the threshold is the highest score the pure-Python
judge, with the rounded weights it ships, gives a training sentence that is no order.
`python benchmarks/train_screen_judge.py [--check]` (the bench extra brings scikit-learn);
`--check` fails when the shipped file is not what training writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import harness  # noqa: F401  (the repository importable)

from agent_memory.core import screen_judge
from agent_memory.core.screen_text import fold_for_screening
from benchmarks import screen_blind, screen_blind2, screen_corpus, screen_training

NGRAM_SIZES = (3, 6)
MIN_SENTENCES = 3  # an n-gram seen in fewer training sentences has no weight
C = 3.0
DIGITS = 4  # weights rounded: a smaller file, the same drops
SHIPPED = Path(screen_judge.__file__).with_name(screen_judge.WEIGHTS_FILE)


def training_items() -> list[screen_corpus.Item]:
    """Every labelled sentence the judge may learn from."""
    return [
        *screen_corpus.ordinary(),
        *screen_corpus.narration(),
        *screen_corpus.instructions(),
        *screen_blind.ordinary(),
        *screen_blind.narration(),
        *screen_blind.instructions(),
        *screen_blind2.ordinary(),
        *screen_blind2.narration(),
        *screen_blind2.instructions(),
        *screen_training.ordinary(),
        *screen_training.narration(),
        *screen_training.instructions(),
    ]


def train(items: list[screen_corpus.Item], c: float = C) -> screen_judge.OrderJudge:
    """The judge fitted on `items`, its threshold above every one of them that is no order."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    texts = [fold_for_screening(i.text) for i in items]
    labels = [i.instruction for i in items]
    vectoriser = TfidfVectorizer(
        analyzer="char_wb",
        ngram_range=NGRAM_SIZES,
        min_df=MIN_SENTENCES,
        lowercase=False,
        binary=True,
        use_idf=False,
    )
    features = vectoriser.fit_transform(texts)
    model = LogisticRegression(C=c, max_iter=5000, class_weight="balanced").fit(features, labels)
    weights = {
        gram: round(float(model.coef_[0][column]), DIGITS)
        for gram, column in vectoriser.vocabulary_.items()
    }
    untrained = screen_judge.OrderJudge(
        *NGRAM_SIZES, weights, round(float(model.intercept_[0]), DIGITS), 0.0
    )
    threshold = max(untrained.score(t) for t, order in zip(texts, labels, strict=True) if not order)
    return screen_judge.OrderJudge(*NGRAM_SIZES, weights, untrained.bias, threshold)


def main(check: bool) -> int:
    written = train(training_items()).to_json() + "\n"
    if check:
        same = SHIPPED.read_text("utf-8") == written
        print(f"{SHIPPED.name}: {'as trained' if same else 'differs from training: retrain'}")
        return 0 if same else 1
    SHIPPED.write_text(written, "utf-8")
    print(f"wrote {SHIPPED} ({len(written) // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main("--check" in sys.argv))
