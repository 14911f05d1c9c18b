"""Why orders pass the fact screen, measured on corpora the judge never saw (issue #23).

Each corpus of benchmarks/screen_corpora.py is left out in turn (never a blind corpus
still held out): the judge is fitted on the others, and its two thresholds set as
`train_screen_judge.train` sets them, from out-of-corpus scores, here those of the
judges fitted on every corpus but one (one fit a corpus, not one a pair: about five
minutes where `screen_judge_cv.py loco` takes twenty or more). The fold's sentences then
go through the screen's two doors, and the orders that pass are grouped by form (a
polite request, a rule about the agent in the third person, the future tense, a
condition, a claim of role or permission, "from now on", a quoted saying, a reported
wish), each order counted in every form it has, and by what let it through: no concept
met and the judge below its threshold, or a concept hit the judge overruled. The
look-alike disguises are measured on every fold's orders too.

`python benchmarks/screen_loco_forms.py [--c C] [--examples N]` (the bench extra:
scikit-learn; `--examples` also prints every fact a fold's door drops).
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections import Counter
from functools import cache

import harness  # noqa: F401  (the repository importable)

from agent_memory.core import fact_filter, instruction_orders
from agent_memory.core.screen_judge import OrderJudge
from agent_memory.core.screen_text import fold_for_screening
from benchmarks import screen_corpus, train_screen_judge
from benchmarks.screen_corpus import Item

# each form on folded text (`fold_for_screening`: lower case, no accents); an order may
# have several, and one with none is a plain imperative or a statement
FORMS = {
    "from now on": r"\b(from now on|henceforth|going forward|from here on|(starting|beginning)"
    r" (now|today)|a partir de (agora|hoje|ahora|hoy)|(daqui|de agora|de ahora|desde ahora)"
    r" (em|pra|para|en) (diante|frente|adelante)|en adelante|de aqui en adelante)\b",
    "polite request": r"\b(please|kindly|could you|would you|can you|por favor|poderia|podia"
    r"|pode (por favor )?\w+r|podrias|puedes|podria|gostaria que|me gustaria que"
    r"|i'?d like (you|the)|would be (great|nice|helpful)|seria (bom|otimo|bueno|genial))\b",
    "third-person rule": r"\b(the |o |a |el |la |this |este |esta |esse |essa )?(assistant"
    r"|assistente|asistente|agent|agente|bot|robo|ai|ia|model|modelo|system|sistema|chatbot)"
    r" (should|must|shall|has to|needs to|is to|is required|is expected|will|may|can|ought"
    r"|deve|tem que|tem de|precisa|devera|vai|pode|debe|tiene que|necesita|debera|va a|puede)\b",
    "future tense": r"\b(you will|you'll|you are going to|you're going to|(voce|tu|usted)"
    r" (vai|vais|ira|iras|va|vas)|vas a|\w{3,}(aras|eras|iras|ara|era|ira|aran|eran|iran|ao)"
    r" (sempre|siempre|nunca|todo|tudo|a |o |la |el |em |en ))\b",
    "conditional": r"(^|[,;:] )(if|when|whenever|in case|should|se|caso|quando|sempre que|si"
    r"|cuando|siempre que|en caso)\b",
    "role or permission": r"\b(admin\w*|administrador\w*|root|superuser|developer|owner|dono"
    r"|dueno|moderator|moderador|operator|operador|staff|permission|permiso|permissao"
    r"|authori[sz]ed|autorizad\w|clearance|privilege\w*|privilegi\w+|access|acesso|acceso"
    r"|role|papel|rol|rights|direitos|derechos|credential\w*|credencia\w+|verified|verificad\w)\b",
    "quoted saying": r"[\"“”«»]|'[^']+'|: [a-z]",
    "reported wish": r"\b(wants?|would like|prefers?|asked|asks|quer|queria|pediu|pede|prefere"
    r"|quiere|queria|pidio|pide|prefiere|desea|deseja|expects?|espera)\b.{0,40}\b(assistant"
    r"|assistente|asistente|agent|agente|bot|robo|ai|ia|que (o|a|el|la|le|lhe|voce|usted))\b",
}
_FORMS = {name: re.compile(pattern) for name, pattern in FORMS.items()}
C = train_screen_judge.C


def forms_of(text: str) -> list[str]:
    """The forms `text` has, or ["none"]."""
    folded = fold_for_screening(text)
    return [name for name, pattern in _FORMS.items() if pattern.search(folded)] or ["none"]


def _thresholds(judge: OrderJudge, train: list[Item], unseen: dict[str, float]) -> OrderJudge:
    """`judge` with `train_screen_judge.train`'s thresholds, from `unseen` scores."""
    facts = [i.text for i in train if not i.instruction and not i.narration]
    threshold = max(max(unseen[t], judge.score(fold_for_screening(t))) for t in facts)
    lowest: dict[str, float] = {}
    for item in train:
        if item.instruction and _concept_hit(item.text):
            score = min(unseen[item.text], judge.score(fold_for_screening(item.text)))
            corpus = train_screen_judge.corpus_of(item)
            lowest[corpus] = min(score, lowest.get(corpus, score))
    ordered = sorted(lowest.values())
    confirms_from = ordered[min(train_screen_judge.CONFIRM_TRIM, len(ordered) - 1)]
    return dataclasses.replace(
        judge, threshold=threshold, confirms_from=min(confirms_from, threshold)
    )


@cache
def _concept_hit(text: str) -> bool:
    return fact_filter.reason_to_drop(text, judge=False) == "instruction"


def _use(judge: OrderJudge) -> None:
    """The screen's doors read `judge` from now on."""
    fact_filter.confirms = judge.confirms
    fact_filter.reads_as_order = judge.reads_as_order
    fact_filter.leans_to_order = judge.leans_to_order


def _why_kept(text: str, judge: OrderJudge) -> str:
    folded = fold_for_screening(text)
    if _concept_hit(text):
        return "concept hit overruled by the judge"
    return f"no concept, judge {'near' if judge.score(folded) > 0 else 'far below'} threshold"


def leave_one_corpus_out(c: float = C, examples: int = 0) -> None:
    """Each corpus left out in turn, its passing orders grouped by form."""
    everything = train_screen_judge.training_items()
    fact_filter.order_reading = cache(instruction_orders.order_reading)
    corpora = list(dict.fromkeys(train_screen_judge.corpus_of(i) for i in everything))
    judges = {
        held: train_screen_judge.fit(
            [i for i in everything if train_screen_judge.corpus_of(i) != held], c
        )
        for held in corpora
    }
    unseen = {
        i.text: judges[train_screen_judge.corpus_of(i)].score(fold_for_screening(i.text))
        for i in everything
        if not i.narration
    }
    totals: Counter = Counter()
    for held in corpora:
        train = [i for i in everything if train_screen_judge.corpus_of(i) != held]
        test = [i for i in everything if train_screen_judge.corpus_of(i) == held]
        judge = _thresholds(judges[held], train, unseen)
        _use(judge)
        fold = _fold(test, judge, totals, examples)
        print(f"  {held:<14} t={judge.threshold:.2f} c={judge.confirms_from:.2f}: {fold}")
    _report(totals)


def _fold(test: list[Item], judge: OrderJudge, totals: Counter, examples: int) -> str:
    """One fold through both doors and the disguises, counted into `totals`."""
    line = []
    for door, dropped in screen_corpus.DOORS.items():
        facts = [i for i in test if not i.instruction and (door == "summary" or not i.narration)]
        orders = [i for i in test if i.instruction]
        wrongly = [i for i in facts if dropped(i.text)]
        facts_dropped = len(wrongly)
        if examples:
            for item in wrongly:
                print(f"      [{door} door, fact dropped, {item.language}] {item.text!r}")
        passed = [i for i in orders if not dropped(i.text)]
        totals[door, "facts"] += len(facts)
        totals[door, "facts dropped"] += facts_dropped
        totals[door, "orders"] += len(orders)
        totals[door, "passed"] += len(passed)
        line.append(f"{door} {facts_dropped}/{len(facts)}, {1 - len(passed) / len(orders):.1%}")
        if door != "fact":
            continue
        for item in orders:
            for form in forms_of(item.text):
                totals["form", form, item.language] += 1
        for item in passed:
            for form in forms_of(item.text):
                totals["passed", form, item.language] += 1
                if totals["shown", form] < examples:
                    totals["shown", form] += 1
                    print(f"      [{form}] {item.text!r}")
            totals["why", _why_kept(item.text, judge)] += 1
    masked = screen_corpus.disguised([i for i in test if i.instruction])
    for item in masked:
        totals["disguise", item.disguise] += 1
        totals["disguise passed", item.disguise] += not screen_corpus.DOORS["fact"](item.text)
    return "; ".join(line)


def _report(totals: Counter) -> None:
    for door in screen_corpus.DOORS:
        orders = totals[door, "orders"]
        print(
            f"  {door:<7} all folds: {totals[door, 'facts dropped']}/{totals[door, 'facts']} "
            f"facts dropped, {1 - totals[door, 'passed'] / orders:.1%} of {orders} orders"
        )
    print("  fact door, orders passing by form (an order counted in each form it has):")
    for form in (*FORMS, "none"):
        cells = []
        for language in ("en", "pt", "es"):
            n = totals["form", form, language]
            cells.append(f"{language} {totals['passed', form, language]}/{n}")
        n = sum(totals["form", form, lang] for lang in ("en", "pt", "es"))
        passed = sum(totals["passed", form, lang] for lang in ("en", "pt", "es"))
        share = passed / max(n, 1)
        print(f"    {form:<20} {passed:>4}/{n:<5} pass ({share:.1%}); {', '.join(cells)}")
    why = [f"{key[1]} {count}" for key, count in totals.items() if key[0] == "why"]
    print(f"  why they pass: {'; '.join(why)}")
    print(
        "  disguised, fact door dropped: "
        + ", ".join(
            f"{name} {1 - totals['disguise passed', name] / totals['disguise', name]:.1%}"
            for name in screen_corpus.DISGUISES
        )
    )


def _argument(argv: list[str], name: str, default: float) -> float:
    return float(argv[argv.index(name) + 1]) if name in argv else default


if __name__ == "__main__":
    leave_one_corpus_out(_argument(sys.argv, "--c", C), int(_argument(sys.argv, "--examples", 0)))
