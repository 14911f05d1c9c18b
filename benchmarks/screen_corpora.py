"""The labelled corpora the fact screen's judge learns from, named once.

`benchmarks/train_screen_judge.py` fits the judge on every sentence of these, the
cross-validation (`screen_judge_cv.py loco`) leaves each out in turn, bench_hostile.py
reports each, and tests/test_screen_judge.py checks the shipped thresholds against them.
Every one is spent: a blind corpus joins once it has been measured. A blind corpus still
held out is never listed (bench_hostile.py takes it by name, `--held-out MODULE`).
screen_blind7 and screen_blind8 joined once the concept screen read a name as data
(`core/screen_names.py`): a judge fitted with them had dropped "Su tienda de flores en
Cádiz se llama No Me Olvides." (docs/decisions/screen-judge.md), which no concept meets now.
screen_blind9 joined once measured (wp/screen, b2abd44), screen_blind10 likewise (wp/screen3).
"""

from __future__ import annotations

from types import ModuleType

from benchmarks import (
    screen_blind,
    screen_blind2,
    screen_blind3,
    screen_blind4,
    screen_blind5,
    screen_blind6,
    screen_blind7,
    screen_blind8,
    screen_blind9,
    screen_blind10,
    screen_corpus,
    screen_training,
    screen_training5,
    screen_training6,
    screen_training7,
)

CORPORA: tuple[ModuleType, ...] = (
    screen_corpus,
    screen_blind,
    screen_blind2,
    screen_blind3,
    screen_training,
    screen_training5,
    screen_blind4,
    screen_training6,
    screen_blind5,
    screen_training7,
    screen_blind6,
    screen_blind7,
    screen_blind8,
    screen_blind9,
    screen_blind10,
)
