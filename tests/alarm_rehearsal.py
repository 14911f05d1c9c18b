"""A CloudWatch alarm from the translated template, evaluated offline over made-up datapoints.

Enough of CloudWatch's alarm rules to tell when an alarm would notify: a metric, or the
metric math this project's alarms use (FILL, DIFF, MAX of a list, IF, + - >= > == AND OR),
one value per period, EvaluationPeriods / DatapointsToAlarm, and TreatMissingData. Each
move into ALARM notifies the AlarmActions; each move back, the OKActions.
"""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Callable, Sequence
from typing import Any

Value = float | None


class Series(list):
    """One value per period (None: no datapoint), with metric math's element-wise operators."""

    def _apply(self, other: Any, op: Callable[[float, float], float]) -> Series:
        others = other if isinstance(other, Series) else [other] * len(self)
        return Series(
            None if a is None or b is None else float(op(a, b))
            for a, b in zip(self, others, strict=True)
        )

    def __add__(self, other: Any) -> Series:
        return self._apply(other, operator.add)

    def __sub__(self, other: Any) -> Series:
        return self._apply(other, operator.sub)

    def __ge__(self, other: Any) -> Series:  # type: ignore[override]
        return self._apply(other, operator.ge)

    def __gt__(self, other: Any) -> Series:  # type: ignore[override]
        return self._apply(other, operator.gt)

    def __eq__(self, other: Any) -> Series:  # type: ignore[override]
        return self._apply(other, operator.eq)

    def __and__(self, other: Any) -> Series:
        return self._apply(other, lambda a, b: bool(a) and bool(b))

    def __or__(self, other: Any) -> Series:
        return self._apply(other, lambda a, b: bool(a) or bool(b))

    __hash__ = None  # type: ignore[assignment]


def _fill(series: Series, value: float) -> Series:
    return Series(value if v is None else v for v in series)


def _diff(series: Series) -> Series:
    steps = (None if a is None or b is None else b - a for a, b in itertools.pairwise(series))
    return Series([None, *steps])


def _max(many: list[Series]) -> Series:
    return Series(
        max((v for v in values if v is not None), default=None)
        for values in zip(*many, strict=True)
    )


def _if(condition: Series, then: float, otherwise: float) -> Series:
    return Series(None if c is None else (then if c else otherwise) for c in condition)


_FUNCTIONS = {"FILL": _fill, "DIFF": _diff, "MAX": _max, "IF": _if}


def alarm_values(properties: dict[str, Any], data: dict[str, Sequence[Value]]) -> Series:
    """The series the alarm compares with its threshold. `data` holds each metric's values,
    by metric math id (or by MetricName for a single-metric alarm)."""
    if "Metrics" not in properties:
        return Series(data[properties["MetricName"]])
    length = max(len(v) for v in data.values())
    names = {
        m["Id"]: Series(data.get(m["Id"], [None] * length))
        for m in properties["Metrics"]
        if "MetricStat" in m
    }
    (returned,) = [m for m in properties["Metrics"] if m.get("ReturnData", True)]
    expression = re.sub(r"\bAND\b", "&", re.sub(r"\bOR\b", "|", returned["Expression"]))
    return eval(expression, {"__builtins__": {}}, {**_FUNCTIONS, **names})


_COMPARE = {
    "GreaterThanThreshold": operator.gt,
    "GreaterThanOrEqualToThreshold": operator.ge,
    "LessThanThreshold": operator.lt,
    "LessThanOrEqualToThreshold": operator.le,
}


def states(properties: dict[str, Any], data: dict[str, Sequence[Value]]) -> list[str]:
    """The alarm's state after each period."""
    values = alarm_values(properties, data)
    compare, threshold = _COMPARE[properties["ComparisonOperator"]], float(properties["Threshold"])
    periods = int(properties["EvaluationPeriods"])
    needed = int(properties.get("DatapointsToAlarm", periods))
    missing = properties.get("TreatMissingData", "missing")
    breaching: list[bool | None] = [
        (missing == "breaching" if missing in ("breaching", "notBreaching") else None)
        if v is None
        else compare(v, threshold)
        for v in values
    ]
    found, state = [], "INSUFFICIENT_DATA"
    for end in range(1, len(breaching) + 1):
        window = [b for b in breaching[max(0, end - periods) : end] if b is not None]
        if window:
            state = "ALARM" if sum(window) >= needed else "OK"
        found.append(state)
    return found


def notifications(properties: dict[str, Any], data: dict[str, Sequence[Value]]) -> list[str]:
    """What the topic hears, in order: "ALARM" for each move into ALARM (AlarmActions), "OK"
    for each move back when the alarm has OKActions."""
    heard, previous = [], "INSUFFICIENT_DATA"
    for state in states(properties, data):
        if state != previous:
            if state == "ALARM" and properties.get("AlarmActions"):
                heard.append("ALARM")
            if state == "OK" and previous == "ALARM" and properties.get("OKActions"):
                heard.append("OK")
        previous = state
    return heard
