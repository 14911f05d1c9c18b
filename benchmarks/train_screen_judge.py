"""Train the screen's second judge (core/screen_judge.py) and write its packaged weights.

On every labelled sentence of the corpora benchmarks/screen_corpora.py names (the blind
ones spent once measured, the training ones written to train it without reading the
screen), folded as the screen folds them. It never reads a blind corpus still held out.
scikit-learn: `char_wb` 3- to 6-grams and words and word pairs, each seen in at least 3
(letters) or 2 (words) sentences, binary, each block L2-normalised, the words' scaled by
2; a class-balanced LogisticRegression, C=3 (chosen by leaving one corpus out: see
docs/decisions/screen-judge.md).

The two thresholds come from the same leave-one-corpus-out folds: the judge fitted on the
other corpora scores the ordinary facts (not a summary's narration) and the orders of the
one left out, with the rounded weights and the pure-Python scoring it ships. `threshold`
is the highest score of those facts (and of the shipped judge's own on its training
facts): above it the judge drops alone. `confirms_from` is the lowest score of those
orders that the concept screen drops (and of the shipped judge's own on them) in every
corpus but the one whose lowest is lowest (`CONFIRM_TRIM`): a concept hit scoring lower is
kept, and no such order of those corpora would have been.
`python benchmarks/train_screen_judge.py [--check]` (the bench extra brings scikit-learn,
about a minute); `--check` fails when the shipped file is not what training writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import harness  # noqa: F401  (the repository importable)

from agent_memory.core import screen_judge
from agent_memory.core.fact_filter import reason_to_drop
from agent_memory.core.screen_text import fold_for_screening
from benchmarks import screen_corpus
from benchmarks.screen_corpora import CORPORA

NGRAM_SIZES = (3, 6)
MIN_SENTENCES = 3  # a letter n-gram seen in fewer training sentences has no weight
MIN_SENTENCES_WORDS = 2  # nor a word or a word pair seen in fewer
WORD_WEIGHT = 2.0  # the word block's scale beside the letters' (its weights ship scaled)
C = 3.0
DIGITS = 4  # weights rounded: a smaller file, the same drops
# `confirms_from` is the lowest score of a concept-caught order in each corpus left out,
# the hardest corpus's lowest set aside: one corpus of a kind no other holds (written6's
# blunt Spanish imperatives, "Diles que...", at -6.4 where every other corpus's lowest is
# above -3.6) would otherwise let no concept hit be overruled at all
CONFIRM_TRIM = 1
SHIPPED = Path(screen_judge.__file__).with_name(screen_judge.WEIGHTS_FILE)


def training_items() -> list[screen_corpus.Item]:
    """Every labelled sentence the judge may learn from."""
    return [i for c in CORPORA for i in (*c.ordinary(), *c.narration(), *c.instructions())]


def corpus_of(item: screen_corpus.Item) -> str:
    """The corpus an item comes from (the folds of the cross-validation)."""
    return "screen_corpus" if item.part in screen_corpus.PARTS else item.part


def fit(
    items: list[screen_corpus.Item], c: float = C, *, words: bool = True
) -> screen_judge.OrderJudge:
    """The judge's weights fitted on `items` (its thresholds left at 0); `words` False:
    letters only, the judge of 96697d0 (benchmarks/screen_judge_cv.py compares them)."""
    from scipy.sparse import hstack
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    texts = [fold_for_screening(i.text) for i in items]
    common = {"lowercase": False, "binary": True, "use_idf": False}
    letters = TfidfVectorizer(
        analyzer="char_wb", ngram_range=NGRAM_SIZES, min_df=MIN_SENTENCES, **common
    )
    word_pieces = TfidfVectorizer(
        analyzer="word",
        ngram_range=(1, 2),
        min_df=MIN_SENTENCES_WORDS,
        token_pattern=r"(?u)\b\w+\b",
        **common,
    )
    blocks = [letters.fit_transform(texts)]
    if words:
        blocks.append(word_pieces.fit_transform(texts) * WORD_WEIGHT)
    features = hstack(blocks).tocsr()
    labels = [i.instruction for i in items]
    model = LogisticRegression(C=c, max_iter=5000, class_weight="balanced").fit(features, labels)
    coef = model.coef_[0]
    offset = len(letters.vocabulary_)

    def rounded(vocabulary: dict[str, int], start: int, scale: float) -> dict[str, float]:
        return {
            g: round(float(coef[start + column]) * scale, DIGITS)
            for g, column in vocabulary.items()
        }

    return screen_judge.OrderJudge(
        *NGRAM_SIZES,
        rounded(letters.vocabulary_, 0, 1.0),
        round(float(model.intercept_[0]), DIGITS),
        0.0,
        rounded(word_pieces.vocabulary_, offset, WORD_WEIGHT) if words else {},
        0.0,
    )


# judges already fitted, by the corpora they were fitted on (every sentence of each) and C:
# the cross-validation trains one for each corpus left out and each pair, each pair twice
Fits = dict[tuple[frozenset[str], float], screen_judge.OrderJudge]


def fitted_on(
    items: list[screen_corpus.Item], c: float = C, fits: Fits | None = None
) -> screen_judge.OrderJudge:
    """`fit(items, c)`, or the judge `fits` holds for the same corpora (`items` being
    every sentence of theirs, in training_items' order)."""
    if fits is None:
        return fit(items, c)
    key = (frozenset(corpus_of(i) for i in items), c)
    if key not in fits:
        fits[key] = fit(items, c)
    return fits[key]


def out_of_corpus_scores(
    items: list[screen_corpus.Item], fits: Fits | None = None
) -> dict[str, float]:
    """Each fact's and order's score by the judge fitted on every corpus but its own
    (a summary's narration left out)."""
    scores: dict[str, float] = {}
    for held in dict.fromkeys(corpus_of(i) for i in items):
        judge = fitted_on([i for i in items if corpus_of(i) != held], fits=fits)
        for item in items:
            if corpus_of(item) == held and not item.narration:
                scores[item.text] = judge.score(fold_for_screening(item.text))
    return scores


def train(
    items: list[screen_corpus.Item], c: float = C, fits: Fits | None = None
) -> screen_judge.OrderJudge:
    """The judge fitted on `items`, its thresholds set on the corpora left out in turn
    (`fits`: judges to reuse, as `fitted_on`)."""
    fitted = fitted_on(items, c, fits)
    unseen = out_of_corpus_scores(items, fits)
    facts = [i.text for i in items if not i.instruction and not i.narration]
    hits = [
        i for i in items if i.instruction and reason_to_drop(i.text, judge=False) == "instruction"
    ]
    seen = {t: fitted.score(fold_for_screening(t)) for t in (*facts, *(i.text for i in hits))}
    threshold = max(max(unseen[t], seen[t]) for t in facts)
    lowest: dict[str, float] = {}
    for item in hits:
        score = min(unseen[item.text], seen[item.text])
        lowest[corpus_of(item)] = min(score, lowest.get(corpus_of(item), score))
    confirms_from = sorted(lowest.values())[min(CONFIRM_TRIM, len(lowest) - 1)]
    return screen_judge.OrderJudge(
        fitted.smallest,
        fitted.largest,
        fitted.weights,
        fitted.bias,
        round(threshold, DIGITS),
        fitted.word_weights,
        round(min(confirms_from, threshold), DIGITS),
    )


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
