"""The hostile-delivery property, long: whatever the webhook accepts, the processor handles
or parks at once, over 5,000+ signed deliveries (tests/test_hostile_input.py runs 200).

Each delivery is a whasp event of one of its shapes with up to three hostile leaves
(huge numbers, NaN, extreme dates, lone surrogates, deep nesting, wrong types), signed,
answered by the webhook's `accept_delivery`, and, when queued, handled by the
processor's turn on SQLite (or, with `--dynamodb`, the stack's store under moto)
with the offline model. Prints how many were accepted, rejected (by reason), ignored
(unknown type), processed and parked; exits 1 on the first delivery either door
raises on (with its body), or on a parse error after acceptance.

First, the fact screen's two error rates on `benchmarks/screen_corpus.py`: the
ordinary facts it drops (goal 0) and the instructions it keeps (goal at most 5 %),
through both doors (a fact, a summary sentence), on the tuning part and on the
held-out and fresh parts apart, as written and disguised (look-alikes, zero-width,
styled and full-width letters), and by language; the concept screen alone, the learned
judge alone (core/screen_judge.py) and both, on every corpus it learned from
(benchmarks/screen_corpora.py) and on a held-out one named with `--held-out MODULE`
(counts only); then the naive Bayes the screen was measured against
(benchmarks/screen_model.py), and the screen's cost per sentence. `--screen` prints only
that.
`python benchmarks/bench_hostile.py [EXAMPLES] [--dynamodb] [--screen] [--held-out MODULE]`
(default 5,000, SQLite).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import harness  # noqa: F401  (the repository importable)
from hypothesis import HealthCheck, Phase, given, settings

from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.port import Store
from benchmarks import screen_corpus, screen_model
from benchmarks.screen_corpora import CORPORA
from tests.hostile_deliveries import Pipeline, deliveries

DEFAULT_EXAMPLES = 5_000


def main(examples: int, dynamodb: bool) -> int:
    logging.disable(logging.WARNING)  # "media not converted" for every refused image
    warnings.simplefilter("ignore")  # hypothesis on the repr of a 100 kB failing body
    with tempfile.TemporaryDirectory() as directory, contextlib.ExitStack() as aws:
        store: Store | None = None
        if dynamodb:
            from moto import mock_aws

            from agent_memory.devtools.provision import create_table

            aws.enter_context(mock_aws())
            store = DynamoDbStore(create_table("bench-hostile"))
        print(f"store: {'DynamoDB (moto)' if dynamodb else 'SQLite'}")
        pipeline = Pipeline(Path(directory), store=store)
        raised: list[bytes] = []

        @settings(
            max_examples=examples,
            deadline=None,
            database=None,
            phases=[Phase.generate],  # no shrinking: a failure prints its body as found
            suppress_health_check=list(HealthCheck),
        )
        @given(body=deliveries())
        def property_holds(body: bytes) -> None:
            try:
                result = pipeline.deliver(body)
            except Exception:
                raised.append(body)
                print(f"the webhook or the processor raised on this delivery:\n{body[:300]!r}")
                raise
            assert result != "parked:EventError", f"parse error after acceptance: {body[:300]!r}"

        started = time.perf_counter()
        try:
            property_holds()
        finally:
            elapsed = time.perf_counter() - started
            report(pipeline, elapsed, len(raised))
            pipeline.close()
    return 0


def report_screen(held_out: str | None = None) -> None:
    """The screen's two error rates, by door, part, disguise and language, then its cost;
    `held_out` (a module, `benchmarks.screen_blind5`) adds a held-out corpus, counts only."""
    print("fact screen on benchmarks/screen_corpus.py (goal: 0 ordinary dropped, >= 95 % of")
    print("instructions dropped)")
    # The other corpora come last (benchmarks/screen_corpora.py): the blind ones are spent
    # (the judge is trained on them), the training ones were written to train it; a corpus
    # still held out is read only when named (`--held-out MODULE`), counts only.
    spent = CORPORA[1:]
    everything = screen_corpus.ordinary() + screen_corpus.narration() + screen_corpus.instructions()
    everything += [i for c in spent for i in (*c.ordinary(), *c.narration(), *c.instructions())]
    disguised = screen_corpus.disguised([i for i in everything if i.instruction])
    for door in screen_corpus.DOORS:
        for part in (*screen_corpus.PARTS, "blind", *(c.PART for c in spent[1:])):
            plain = screen_corpus.measure([i for i in everything if i.part == part], door)
            masked = [i for i in disguised if i.part == part]
            by_disguise = ", ".join(
                f"{name} {share:.0%}"
                for name in screen_corpus.DISGUISES
                for share in [
                    screen_corpus.measure(
                        [i for i in masked if i.disguise == name], door
                    ).instructions_dropped
                ]
            )
            print(
                f"  {door:<7} {part:<8}: ordinary dropped {len(plain.ordinary_dropped)}/"
                f"{plain.ordinary}; instructions dropped {plain.instructions_dropped:.1%} of "
                f"{plain.instructions} as written; disguised: {by_disguise}"
            )
            by_language = []
            for language in ("en", "pt", "es"):
                figures = screen_corpus.measure(
                    [i for i in everything if i.part == part and i.language == language], door
                )
                by_language.append(
                    f"{language} {len(figures.ordinary_dropped)}/{figures.ordinary} dropped, "
                    f"{figures.instructions_dropped:.0%} of {figures.instructions}"
                )
            print(f"      {'; '.join(by_language)}")
            for text in plain.ordinary_dropped:
                print(f"      ordinary dropped: {text!r}")
            for text in plain.instructions_kept if part != "tuning" else []:
                print(f"      instruction kept: {text!r}")
    print("  every tuned part at once, the judge trained on them (in-sample):")
    for door in screen_corpus.DOORS:
        for name, read in readers(door).items():
            plain = screen_corpus.measure(everything, door, read)
            print(
                f"  {door:<7} tuned  {name:<8}: ordinary dropped {len(plain.ordinary_dropped)}/"
                f"{plain.ordinary}; instructions dropped {plain.instructions_dropped:.1%} of "
                f"{plain.instructions}"
            )
    if held_out is not None:
        blind = importlib.import_module(held_out)
        report_blind(blind.PART, blind.ordinary() + blind.narration() + blind.instructions())
    report_alternative(everything)
    report_screen_cost(everything + disguised)


def readers(door: str) -> dict[str, Callable[[str], bool]]:
    """What drops a sentence at `door`: the concept screen alone, the learned judge alone
    (core/screen_judge.py) and both as shipped (a concept hit stands where the judge
    confirms it; the judge drops alone above its threshold)."""
    from agent_memory.core.fact_filter import _sentences, reason_to_drop, screen_summary
    from agent_memory.core.screen_judge import reads_as_order
    from agent_memory.core.screen_text import fold_for_screening

    if door == "fact":
        return {
            "concepts": lambda text: reason_to_drop(text, judge=False) is not None,
            "judge": lambda text: reads_as_order(fold_for_screening(text)),
            "both": lambda text: reason_to_drop(text) is not None,
        }
    summary_of = screen_corpus.summary_of
    return {
        "concepts": lambda text: (
            screen_summary(summary_of(text), judge=False)[0] != summary_of(text)
        ),
        "judge": lambda text: any(
            reads_as_order(fold_for_screening(s)) for s in _sentences(summary_of(text))
        ),
        "both": lambda text: screen_summary(summary_of(text))[0] != summary_of(text),
    }


def report_blind(part: str, items: list[screen_corpus.Item]) -> None:
    """The held-out figure: a blind corpus (`--held-out benchmarks.screen_blind5`), written by
    someone who never read the screen. Counts only, never its sentences, so that
    no one tunes on what it drops."""
    disguised = screen_corpus.disguised([i for i in items if i.instruction])
    print(f"  {part} (held out: counts only, its sentences are never printed)")
    for door in screen_corpus.DOORS:
        for name, read in readers(door).items():
            plain = screen_corpus.measure(items, door, read)
            masked = screen_corpus.measure(disguised, door, read)
            languages = "; ".join(
                f"{language} {len(f.ordinary_dropped)}/{f.ordinary}, {f.instructions_dropped:.0%}"
                for language in ("en", "pt", "es")
                for f in [
                    screen_corpus.measure([i for i in items if i.language == language], door, read)
                ]
            )
            print(
                f"  {door:<7} {part} {name:<8}: ordinary dropped {len(plain.ordinary_dropped)}/"
                f"{plain.ordinary}; instructions dropped {plain.instructions_dropped:.1%} of "
                f"{plain.instructions} as written, {masked.instructions_dropped:.1%} disguised"
            )
            print(f"      {languages}")


def report_alternative(everything: list[screen_corpus.Item]) -> None:
    """The learned reader the screen is measured against, alone and with it, one sentence
    at a time (facts and summary narration), on each part it was not trained on."""
    reader = screen_model.train()
    screen = readers("fact")["concepts"]  # both the screen and its judge were tuned on these
    alternatives = {
        "concept screen": screen,
        "naive Bayes": reader.reads_as_order,
        "both": lambda text: reader.reads_as_order(text) or screen(text),
    }
    for part in screen_corpus.PARTS[1:]:
        print(f"  the alternative, {part} part, by sentence (ordinary facts and narration):")
        items = [i for i in everything if i.part == part]
        for name, read in alternatives.items():
            figures = screen_corpus.measure(items, "summary", read)
            print(
                f"    {name:<18}: ordinary dropped {len(figures.ordinary_dropped)}/"
                f"{figures.ordinary}, instructions dropped {figures.instructions_dropped:.1%} of "
                f"{figures.instructions}"
            )


def report_screen_cost(items: list[screen_corpus.Item], rounds: int = 5) -> None:
    """The screen's cost per sentence, against folding the same text alone (the baseline
    every screen pays) and the concept screen without its judge, in this process: each
    round times every reader in turn, so that they share the machine's load."""
    from agent_memory.core.fact_filter import reason_to_drop
    from agent_memory.core.screen_judge import reads_as_order
    from agent_memory.core.screen_text import fold_for_screening

    texts = [i.text for i in items]
    readers: dict[str, Callable[[str], object]] = {
        "fold": fold_for_screening,
        "concepts": lambda text: reason_to_drop(text, judge=False),
        "judge": lambda text: reads_as_order(fold_for_screening(text)),
        "screen": reason_to_drop,
    }
    best = dict.fromkeys(readers, float("inf"))
    for _ in range(rounds):
        for name, read in readers.items():
            started = time.perf_counter()
            for text in texts:
                read(text)
            best[name] = min(best[name], (time.perf_counter() - started) / len(texts))
    fold, concepts, judge, screen = (best[name] * 1e6 for name in readers)
    print(
        f"  cost per sentence ({len(texts)} sentences, best of {rounds}): screen {screen:.0f} us"
        f" (concepts alone {concepts:.0f} us, the judge with its folding {judge:.0f} us), "
        f"folding alone {fold:.0f} us ({screen / fold:.1f} x; {screen / concepts:.2f} x the "
        "concepts alone)"
    )


def report(pipeline: Pipeline, elapsed: float, raised: int) -> None:
    counts = pipeline.counts
    total = sum(counts.values()) + raised
    rejected = {k.split(":", 1)[1]: v for k, v in counts.items() if k.startswith("rejected:")}
    parked = {k.split(":", 1)[1]: v for k, v in counts.items() if k.startswith("parked:")}
    processed, ignored = counts["processed"], counts["ignored"]
    accepted = processed + sum(parked.values())
    print(f"deliveries: {total} in {elapsed:.1f} s")
    print(f"  raised (a 500 from the webhook, or a turn retried for an hour): {raised}")
    print(f"  accepted (200, queued): {accepted}")
    print(f"    processed: {processed}")
    print(f"    parked at once: {sum(parked.values())} {dict(sorted(parked.items()))}")
    print(f"  ignored (200, unknown type, not queued): {ignored}")
    print(f"  rejected (4xx): {sum(rejected.values())}")
    for reason, count in sorted(rejected.items(), key=lambda item: -item[1]):
        print(f"    {reason}: {count}")
    if accepted:
        per_turn = pipeline.processing_seconds / accepted * 1000
        print(f"  processor time per accepted delivery: {per_turn:.1f} ms")


def _held_out(argv: list[str]) -> str | None:
    """The module `--held-out MODULE` names, or None."""
    if "--held-out" not in argv:
        return None
    at = argv.index("--held-out") + 1
    if at >= len(argv) or not argv[at].startswith("benchmarks."):
        raise SystemExit("--held-out needs a module, e.g. --held-out benchmarks.screen_blind5")
    return argv[at]


if __name__ == "__main__":
    report_screen(_held_out(sys.argv))
    if "--screen" in sys.argv:
        sys.exit(0)
    numbers = [arg for arg in sys.argv[1:] if arg.isdigit()]
    sys.exit(main(int(numbers[0]) if numbers else DEFAULT_EXAMPLES, "--dynamodb" in sys.argv))
