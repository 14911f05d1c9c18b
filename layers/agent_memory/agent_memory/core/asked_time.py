"""When a message asks about: "last month", "in June", "before I moved", in English and Portuguese.

Facts carry when they were said; recall favours those said in the time a
question names (core/recall.py). A window is calendar time relative to the
turn's clock; "before/after I <did something>" is anchored on the fact that
best matches the words after it, and favours the facts closest to it. The
phrase itself is taken out of the words recall matches on ("June" in a
question is a time, not a word to find in a fact).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "janeiro"), ("february", "fevereiro"), ("march", "marco", "março"),
            ("april", "abril"), ("may", "maio"), ("june", "junho"), ("july", "julho"),
            ("august", "agosto"), ("september", "setembro"), ("october", "outubro"),
            ("november", "novembro"), ("december", "dezembro"),
        ],
        start=1,
    )
    for name in names
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_RELATIVE = re.compile(
    r"\b(?P<what>last|this|past|previous|o|a|este|esta|neste|nesta)?\s*"
    r"(?P<unit>month|week|year|m[eê]s|semana|ano)\b\s*(?P<ago>passad[oa])?",
    re.IGNORECASE,
)
_DAY = re.compile(r"\b(?P<day>yesterday|today|ontem|hoje)\b", re.IGNORECASE)
_AGO = re.compile(
    r"\b(?P<n>\d{1,3}|a|an|one|two|three|four|five|six)\s+(?P<unit>days?|weeks?|months?)\s+ago\b",
    re.IGNORECASE,
)
_IN_MONTH = re.compile(rf"\b(?:in|em|during|back in|de)?\s*(?P<month>{_MONTH})\b", re.IGNORECASE)
_ANCHOR = re.compile(
    r"\b(?P<side>(?:right |just |shortly )?(?:before|after)|(?:logo )?(?:antes|depois) de)\s+"
    r"(?:I\s+|eu\s+|we\s+|my\s+|the\s+)?(?P<event>[^,.;?!]{2,60})",
    re.IGNORECASE,
)
_WORD_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30}


@dataclass(frozen=True)
class AskedTime:
    """The time a question is about: a window [start, end), or the side of an anchor event."""

    start: datetime | None = None
    end: datetime | None = None
    anchor_words: str | None = None  # "before I moved": the words that find the event
    before: bool = True  # before the anchor (else after)
    rest: str = ""  # the question without the time phrase, for matching words

    def holds(self, said: datetime) -> bool:
        """True when `said` falls inside the window."""
        return (self.start is None or said >= self.start) and (self.end is None or said < self.end)


def asked_time(text: str, now: datetime) -> AskedTime | None:
    """The time `text` asks about, relative to `now`; None when it names none."""
    anchor = _ANCHOR.search(text)
    if anchor:
        side = anchor.group("side").lower()
        return AskedTime(
            anchor_words=anchor.group("event"),
            before="before" in side or "antes" in side,
            rest=_without(text, anchor),
        )
    for finder in (_relative, _days_ago, _day, _in_month):
        found = finder(text, now)
        if found is not None:
            return found
    return None


def _without(text: str, match: re.Match[str]) -> str:
    return (text[: match.start()] + " " + text[match.end() :]).strip()


def _month_start(year: int, month: int, tz) -> datetime:
    return datetime(year, month, 1, tzinfo=tz)


def _next_month(start: datetime) -> datetime:
    return (start + timedelta(days=32)).replace(day=1)


def _relative(text: str, now: datetime) -> AskedTime | None:
    for match in _RELATIVE.finditer(text):
        what = (match.group("what") or "").lower()
        ago = match.group("ago") is not None
        previous = what in ("last", "past", "previous") or ago
        if not previous and what not in ("this", "este", "esta", "neste", "nesta"):
            continue
        unit = match.group("unit").lower()
        day = now.replace(hour=0, minute=0, second=0, microsecond=0)
        if unit in ("month", "mes", "mês"):
            start = _month_start(now.year, now.month, now.tzinfo)
            if previous:
                start = _month_start((start - timedelta(days=1)).year,
                                     (start - timedelta(days=1)).month, now.tzinfo)  # fmt: skip
            end = _next_month(start)
        elif unit in ("week", "semana"):
            start = day - timedelta(days=day.weekday() + (7 if previous else 0))
            end = start + timedelta(days=7)
        else:
            start = datetime(now.year - (1 if previous else 0), 1, 1, tzinfo=now.tzinfo)
            end = start.replace(year=start.year + 1)
        return AskedTime(start=start, end=end, rest=_without(text, match))
    return None


def _days_ago(text: str, now: datetime) -> AskedTime | None:
    match = _AGO.search(text)
    if not match:
        return None
    raw = match.group("n").lower()
    count = _WORD_NUMBERS.get(raw) or int(raw)
    days = count * _UNIT_DAYS[match.group("unit").lower().rstrip("s")]
    slack = max(1, days // 3)  # "three months ago" is not a given day
    centre = now - timedelta(days=days)
    return AskedTime(
        start=centre - timedelta(days=slack),
        end=centre + timedelta(days=slack + 1),
        rest=_without(text, match),
    )


def _day(text: str, now: datetime) -> AskedTime | None:
    match = _DAY.search(text)
    if not match:
        return None
    day = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if match.group("day").lower() in ("yesterday", "ontem"):
        day -= timedelta(days=1)
    return AskedTime(start=day, end=day + timedelta(days=1), rest=_without(text, match))


def _in_month(text: str, now: datetime) -> AskedTime | None:
    for match in _IN_MONTH.finditer(text):
        name = match.group("month").lower()
        if name == "may" and not match.group(0).strip().lower().startswith(("in", "during")):
            continue  # "may I ask" is not a month
        month = _MONTHS[name]
        year = now.year if month <= now.month else now.year - 1  # the latest one gone by
        start = _month_start(year, month, now.tzinfo)
        return AskedTime(start=start, end=_next_month(start), rest=_without(text, match))
    return None
