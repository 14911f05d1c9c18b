"""Cross-validation of learned judges for the fact screen (issue #23), never on a blind corpus.

Judges: a logistic regression over sentence embeddings (all-MiniLM-L6-v2, the local
hashed n-gram embedder), and the shipped judge's recipe (benchmarks/train_screen_judge.py:
character n-grams). Each is trained on the other folds, its threshold the highest score
of a training sentence that is no order (so it drops none of them), and measured on the
fold left out, by door (a fact; a summary sentence, narration counted as ordinary):

- by part: tuning / held-out and fresh ... fresh-16 / fresh-17 ... fresh-32 / blind;
- by language: trained on two, measured on the third;
- honest OR: on the two parts an older screen never saw (blind, by the screen of
  bc4bdc1, the commit that added it; fresh-17 ... -32, by the screen before 68ec0aa),
  what the judge adds to that screen, OR-ed and AND-ed. The shipped screen was tuned on
  every part, so OR-ing it with a judge on them says nothing.

`python benchmarks/screen_judge_cv.py [chars] [local] [minilm]` (the bench extra: scikit-
learn, numpy, MiniLM). Needs the git history (`git archive`) for the honest OR.

`python benchmarks/screen_judge_cv.py loco`: leave one corpus out (each of
benchmarks/screen_corpora.py; never a blind corpus still held out), the screen as shipped
and the screen of 96697d0, each judge trained on the other corpora, through the screen's
two doors, by fold and by language (about 20 minutes: each pair of corpora's judge fitted
once).
"""

from __future__ import annotations

import dataclasses
import json
import math
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import cache, partial
from pathlib import Path

import harness  # noqa: F401  (the repository importable)
import numpy as np

from agent_memory.core import fact_filter, instruction_orders, screen_judge
from agent_memory.core.screen_text import fold_for_screening
from benchmarks import screen_corpus, train_screen_judge
from benchmarks.screen_corpus import Item

ROOT = Path(__file__).resolve().parents[1]
OLDER_SCREENS = {"blind": "bc4bdc1", "fresh-17..32": "68ec0aa^"}
EMBEDDING_C = (1.0, 10.0, None)
LANGUAGES = ("en", "pt", "es")  # None: nearest prototypes
# an older screen's two doors, run in its own interpreter on texts from stdin
_OLD_SCREEN = """
import json, sys
from agent_memory.core import fact_filter
assert fact_filter.__file__.startswith(sys.argv[1]), fact_filter.__file__
def summary_of(s): return f"Ana wrote about her week. {s} She said goodbye and thanked the agent."
texts = json.load(sys.stdin)
json.dump({"fact": [fact_filter.reason_to_drop(t) is not None for t in texts],
           "summary": [fact_filter.screen_summary(summary_of(t))[0] != summary_of(t)
                       for t in texts]}, sys.stdout)
"""


def group_of(part: str) -> str:
    """The fold a part belongs to: the fresh-N parts in two halves, every other its own."""
    if part in ("held-out", "fresh"):
        return "fresh..16"
    prefix, _, number = part.partition("-")
    if prefix != "fresh" or not (number.isascii() and number.isdigit()):
        return part  # tuning, blind, blindN, writtenN: a corpus of its own
    return "fresh..16" if int(number) <= 16 else "fresh-17..32"


Scorer = Callable[[list[Item], list[Item]], tuple[np.ndarray, float]]


def chars_scorer(train: list[Item], test: list[Item]) -> tuple[np.ndarray, float]:
    """The shipped recipe fitted on `train`: its scores of `test`, and its threshold."""
    judge = train_screen_judge.train(train)
    return np.array([judge.score(fold_for_screening(i.text)) for i in test]), judge.threshold


def embedding_scorer(embedder_name: str, c: float | None, everything: list[Item]) -> Scorer:
    """A logistic regression over the folded sentences' embeddings (`c` None: nearest
    prototypes, the cosine to the orders' mean less the cosine to the others')."""
    from sklearn.linear_model import LogisticRegression

    from benchmarks.neural_embedder import chosen

    embedder = chosen(embedder_name)
    if embedder is None:
        raise SystemExit(1)
    vectors = dict(
        zip(
            [i.text for i in everything],
            embedder.embed([fold_for_screening(i.text) for i in everything]),
            strict=True,
        )
    )

    def prototypes(train: list[Item], test: list[Item]) -> tuple[np.ndarray, float]:
        means = [
            np.mean([vectors[i.text] for i in train if i.instruction is order], axis=0)
            for order in (True, False)
        ]
        direction = means[0] / np.linalg.norm(means[0]) - means[1] / np.linalg.norm(means[1])
        negatives = [vectors[i.text] for i in train if not i.instruction]
        return np.array([vectors[i.text] for i in test]) @ direction, float(
            (np.array(negatives) @ direction).max()
        )

    def score(train: list[Item], test: list[Item]) -> tuple[np.ndarray, float]:
        model = LogisticRegression(C=c, max_iter=3000, class_weight="balanced")
        model.fit(np.array([vectors[i.text] for i in train]), [i.instruction for i in train])
        negatives = np.array([vectors[i.text] for i in train if not i.instruction])
        threshold = float(model.decision_function(negatives).max())
        return model.decision_function(np.array([vectors[i.text] for i in test])), threshold

    return prototypes if c is None else score


def older_screen(commit: str, texts: list[str]) -> dict[str, np.ndarray]:
    """What the screen of `commit` drops of `texts` at each door."""
    with tempfile.TemporaryDirectory() as directory:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "layers/agent_memory"],
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", directory], input=archive, check=True)
        package = f"{directory}/layers/agent_memory"
        out = subprocess.run(
            [sys.executable, "-c", _OLD_SCREEN, package],
            input=json.dumps(texts),
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONPATH": package, "PATH": "/usr/bin:/bin"},
        ).stdout
    return {door: np.array(dropped) for door, dropped in json.loads(out).items()}


def _counts(dropped: np.ndarray, test: list[Item], door: str) -> tuple[int, int, int, int]:
    facts = np.array([not i.instruction and (door == "summary" or not i.narration) for i in test])
    orders = np.array([i.instruction for i in test])
    return (
        int((dropped & facts).sum()),
        int(facts.sum()),
        int((dropped & orders).sum()),
        int(orders.sum()),
    )


def _line(label: str, counts: tuple[int, int, int, int]) -> str:
    fd, fn, od, on = counts
    return f"{label} {fd}/{fn} facts, {od / on:.1%} of {on} orders"


def cross_validate(name: str, scorer: Scorer, everything: list[Item]) -> None:
    """The judge alone, by part and by language, summed over the folds, at each door."""
    for kind, key in (("part", lambda i: group_of(i.part)), ("language", lambda i: i.language)):
        totals = {door: np.zeros(4, dtype=int) for door in ("fact", "summary")}
        folds = []
        for held in dict.fromkeys(key(i) for i in everything):
            train = [i for i in everything if key(i) != held]
            test = [i for i in everything if key(i) == held]
            scores, threshold = scorer(train, test)
            for door in totals:
                counts = _counts(scores > threshold, test, door)
                totals[door] += counts
                if door == "fact":
                    folds.append(f"{held} {counts[0]}/{counts[1]}, {counts[2] / counts[3]:.0%}")
        for door, counts in totals.items():
            print(f"  {name:<14} by {kind:<8} {door:<7}: {_line('judge alone', tuple(counts))}")
        print(f"      fact door by fold: {'; '.join(folds)}")


def honest_or(name: str, scorer: Scorer, everything: list[Item]) -> None:
    """On the parts an older screen never saw: that screen, the judge, OR and AND."""
    for held, commit in OLDER_SCREENS.items():
        train = [i for i in everything if group_of(i.part) != held]
        test = [i for i in everything if group_of(i.part) == held]
        scores, threshold = scorer(train, test)
        judged = scores > threshold
        older = older_screen(commit, [i.text for i in test])
        for door in ("fact", "summary"):
            screen = older[door]
            print(
                f"  {name:<14} {held:<12} {door:<7} (screen of {commit}): "
                f"{_line('screen', _counts(screen, test, door))}; "
                f"{_line('judge', _counts(judged, test, door))}; "
                f"{_line('OR', _counts(screen | judged, test, door))}; "
                f"{_line('AND', _counts(screen & judged, test, door))}"
            )


def _main_recipe(train: list[Item]) -> screen_judge.OrderJudge:
    """The judge of 96697d0: letters only, its threshold the top score of a training
    sentence that is no order, OR-ed with every concept hit (`confirms_from` -inf)."""
    fitted = train_screen_judge.fit(train, words=False)
    top = max(fitted.score(fold_for_screening(i.text)) for i in train if not i.instruction)
    return dataclasses.replace(fitted, threshold=top, confirms_from=-math.inf)


def leave_one_corpus_out() -> None:
    """Each corpus left out in turn: the shipped recipe (train_screen_judge.train, whose
    thresholds come from the other corpora left out in turn: nested) and the one of
    96697d0, trained on the others and run through the screen's own two doors on it."""
    everything = train_screen_judge.training_items()
    corpora = list(dict.fromkeys(train_screen_judge.corpus_of(i) for i in everything))
    # the concept screen is the same in every fold: read once
    fact_filter.order_reading = cache(instruction_orders.order_reading)
    fits: train_screen_judge.Fits = {}  # each fold's inner judges, shared between folds
    recipes = {
        "concepts alone": None,
        "96697d0 (letters, top training score, OR)": _main_recipe,
        "shipped (letters+words, CV thresholds)": partial(train_screen_judge.train, fits=fits),
    }
    figures = {name: {} for name in recipes}
    for held in corpora:
        train = [i for i in everything if train_screen_judge.corpus_of(i) != held]
        test = [i for i in everything if train_screen_judge.corpus_of(i) == held]
        for name, recipe in recipes.items():
            judge = recipe(train) if recipe else None
            fact_filter.confirms = judge.confirms if judge else (lambda _: True)
            fact_filter.reads_as_order = judge.reads_as_order if judge else (lambda _: False)
            fact_filter.leans_to_order = judge.leans_to_order if judge else (lambda _: True)
            figures[name][held] = _fold_counts(test)
            fold = {door: figures[name][held][door] for door in screen_corpus.DOORS}
            print(
                f"  {held:<14} {name}: "
                + "; ".join(f"{door} {_line('', counts)}" for door, counts in fold.items()),
                flush=True,
            )
    for name, folds in figures.items():
        for door in screen_corpus.DOORS:
            counts = np.sum([f[door] for f in folds.values()], axis=0)
            worst = max(f[door][0] for f in folds.values())
            rates = [f[door][2] / f[door][3] for f in folds.values()]
            languages = "; ".join(
                _line(language, tuple(np.sum([f[door, language] for f in folds.values()], axis=0)))
                for language in LANGUAGES
            )
            print(
                f"  {name:<48} {door:<7}: {_line('all folds', tuple(counts))}; worst fold "
                f"{worst} facts; orders by fold mean {np.mean(rates):.1%}, worst {min(rates):.1%}"
                f"\n      by language: {languages}"
            )


def _fold_counts(test: list[Item]) -> dict:
    """What the screen's doors drop of a fold: by door, and by door and language."""
    counts: dict = {}
    for door, dropped in screen_corpus.DOORS.items():
        drops = np.array([dropped(i.text) for i in test])
        counts[door] = _counts(drops, test, door)
        for language in LANGUAGES:
            mine = [n for n, i in enumerate(test) if i.language == language]
            counts[door, language] = _counts(drops[mine], [test[n] for n in mine], door)
    return counts


JUDGES = ("chars", "local", "minilm")


def main(names: list[str]) -> None:
    if names != ["loco"] and not set(names) <= set(JUDGES):
        raise SystemExit(
            f"usage: screen_judge_cv.py [{'] ['.join(JUDGES)}] | loco (not {' '.join(names)})"
        )
    if names == ["loco"]:
        leave_one_corpus_out()
        return
    everything = train_screen_judge.training_items()
    print(f"{len(everything)} labelled sentences (screen_corpus.py, screen_blind.py)")
    for name in names:
        scorers: dict[str, Scorer] = (
            {"chars": chars_scorer}
            if name == "chars"
            else {
                f"{name} {f'C={c:g}' if c else 'prototypes'}": embedding_scorer(name, c, everything)
                for c in EMBEDDING_C
            }
        )
        for label, scorer in scorers.items():
            cross_validate(label, scorer, everything)
            honest_or(label, scorer, everything)


if __name__ == "__main__":
    main(sys.argv[1:] or ["chars", "local", "minilm"])
